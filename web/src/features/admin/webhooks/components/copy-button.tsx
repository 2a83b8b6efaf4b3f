import { Copy } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';

/** Puts `text` on the clipboard and says so ('Copied to clipboard', spec 001 §8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Copy failed', { description: 'The browser did not allow copying to the clipboard.' });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      <Copy aria-hidden />
      {label}
    </Button>
  );
}
