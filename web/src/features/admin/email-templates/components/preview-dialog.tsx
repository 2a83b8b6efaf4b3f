import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import type { EmailTemplate } from '../api/get-email-templates';
import { useTemplatePreview } from '../api/get-template-preview';

/**
 * The real template rendered with sample values, in a frame with `sandbox=""` (no scripts, forms or
 * same-origin access). The catalogue carries the rendering; otherwise it comes from the preview route.
 */
export function PreviewDialog({
  template,
  onClose,
}: {
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        // Focus the dialog, not the frame: keys pressed inside a sandboxed frame never reach the page,
        // so Escape would not close the dialog.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {template && <Preview template={template} />}
      </DialogContent>
    </Dialog>
  );
}

function Preview({ template }: { template: EmailTemplate }) {
  const fetched = useTemplatePreview(template.id, !template.preview);
  const html = template.preview?.html ?? fetched.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Preview: {template.name}</DialogTitle>
        <DialogDescription>Subject: {template.preview?.subject ?? template.subject}</DialogDescription>
      </DialogHeader>
      {html !== undefined ? (
        <iframe
          title={`${template.name} preview`}
          sandbox=""
          srcDoc={html}
          className="h-[65vh] w-full rounded-md border bg-white"
        />
      ) : fetched.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The preview could not be loaded. Please try again.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Loading the preview…</p>
      )}
    </>
  );
}
