import { CircleAlert } from 'lucide-react';
import { useState } from 'react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { serverMessage } from '@/lib/api-client';

import { useEmailTemplates, type EmailTemplate } from '../api/get-email-templates';
import { EmailStatusCard } from './email-status-card';
import { PreviewDialog } from './preview-dialog';
import { TemplateCard } from './template-card';
import { TestEmailDialog } from './test-email-dialog';

/** Email Templates (spec 001 §2.14): the service status and the six templates with Preview and Test. */
export function EmailTemplates() {
  const templates = useEmailTemplates();
  const [previewing, setPreviewing] = useState<EmailTemplate | null>(null);
  const [testing, setTesting] = useState<EmailTemplate | null>(null);

  return (
    <div className="grid gap-6">
      <EmailStatusCard />
      {templates.isPending && <p className="text-muted-foreground">Loading templates…</p>}
      {templates.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden />
          <AlertDescription>
            {serverMessage(templates.error) ?? 'Failed to load the email templates. Please try again.'}
          </AlertDescription>
        </Alert>
      )}
      {templates.isSuccess && (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {templates.data.map((template) => (
            <li key={template.id} className="grid">
              <TemplateCard
                template={template}
                onPreview={() => setPreviewing(template)}
                onTest={() => setTesting(template)}
              />
            </li>
          ))}
        </ul>
      )}
      <PreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
      <TestEmailDialog template={testing} onClose={() => setTesting(null)} />
    </div>
  );
}
