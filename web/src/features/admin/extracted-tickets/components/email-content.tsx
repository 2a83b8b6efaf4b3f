import { Copy } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';

import { sanitizeEmailHtml, textOfHtml } from '../lib/sanitize-email';
import { EmailFrame } from './email-frame';

export interface EmailBodies {
  html?: string | null;
  rawContent?: string | null;
  snippet?: string | null;
}

/** The text Copy text puts on the clipboard: the plain-text body, else the HTML's text, else the snippet. */
function copyableText({ html, rawContent, snippet }: EmailBodies): string {
  if (rawContent?.trim()) return rawContent;
  if (html?.trim()) return textOfHtml(sanitizeEmailHtml(html).html);
  return snippet?.trim() ?? '';
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Content copied', { description: 'Email content copied to clipboard' });
  } catch {
    toast.error('Copy failed', { description: 'The browser did not allow copying to the clipboard.' });
  }
}

/**
 * An e-mail as the admin reads it (spec 001 §2.6 Email Content): the sanitised HTML, else the plain text,
 * else the snippet, else 'No email content available'; with a Copy text button.
 */
export function EmailContent({ email, title }: { email: EmailBodies; title?: string }) {
  const { html, rawContent, snippet } = email;
  const text = useMemo(() => copyableText({ html, rawContent, snippet }), [html, rawContent, snippet]);
  let body;
  if (email.html?.trim()) body = <EmailFrame html={email.html} title={title} />;
  else if (email.rawContent?.trim() || email.snippet?.trim())
    body = (
      <pre className="max-h-[50vh] overflow-auto rounded-md border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap">
        {email.rawContent?.trim() ? email.rawContent : email.snippet}
      </pre>
    );
  else body = <p className="py-6 text-center text-sm text-muted-foreground">No email content available</p>;

  return (
    <div className="grid gap-3">
      {text && (
        <div className="flex justify-end">
          <Button size="sm" variant="outline" onClick={() => void copy(text)}>
            <Copy aria-hidden />
            Copy text
          </Button>
        </div>
      )}
      {body}
    </div>
  );
}
