import { ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';

import { emailDocument } from '../lib/email-document';
import { sanitizeEmailHtml } from '../lib/sanitize-email';

/**
 * An e-mail's HTML, sanitised and shown in a sandboxed iframe (no scripts, no same origin); remote
 * images stay blocked until the admin presses 'Show images' (DESIGN §6.10).
 */
export function EmailFrame({ html, title = 'Email content' }: { html: string; title?: string }) {
  const [showImages, setShowImages] = useState(false);
  const sanitized = useMemo(() => sanitizeEmailHtml(html, { showImages }), [html, showImages]);
  return (
    <div className="grid gap-2">
      {sanitized.blockedImages > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <span className="flex items-center gap-2 text-muted-foreground">
            <ImageOff className="size-4" aria-hidden />
            Remote images are blocked to protect your privacy.
          </span>
          <Button size="sm" variant="outline" onClick={() => setShowImages(true)}>
            Show images
          </Button>
        </div>
      )}
      <iframe
        title={title}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={emailDocument(sanitized.html, { showImages })}
        className="h-[50vh] min-h-64 w-full rounded-md border bg-white"
      />
    </div>
  );
}
