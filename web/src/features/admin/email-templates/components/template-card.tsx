import { Eye, Send } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

import type { EmailTemplate } from '../api/get-email-templates';

/** One template (spec 001 §2.14): name, description, subject, variables, Preview and Test. */
export function TemplateCard({
  template,
  onPreview,
  onTest,
}: {
  template: EmailTemplate;
  onPreview: () => void;
  onTest: () => void;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-4">
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{template.name}</h2>
        <CardDescription>{template.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-3 text-sm">
        <div className="grid gap-1">
          <span className="text-xs font-medium text-muted-foreground">Subject</span>
          <span className="break-words">{template.subject}</span>
        </div>
        <div className="grid gap-1">
          <span className="text-xs font-medium text-muted-foreground">Variables</span>
          <ul className="flex flex-wrap gap-1" aria-label={`Variables of ${template.name}`}>
            {template.variables.map((variable) => (
              <li key={variable}>
                <Badge variant="outline" className="font-mono font-normal">
                  {`{{${variable}}}`}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      <CardFooter className="gap-2">
        <Button variant="outline" size="sm" aria-label={`Preview ${template.name}`} onClick={onPreview}>
          <Eye aria-hidden />
          Preview
        </Button>
        <Button size="sm" aria-label={`Test ${template.name}`} onClick={onTest}>
          <Send aria-hidden />
          Test
        </Button>
      </CardFooter>
    </Card>
  );
}
