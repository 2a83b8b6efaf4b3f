import { Copy } from 'lucide-react';
import { toast } from 'sonner';

import { Button, type ButtonProps } from '@/components/ui/button';

/** Puts `text` on the clipboard and says 'Copied to clipboard' (spec 001 §8). */
export function CopyButton({
  text,
  label = 'Copy',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { text: string; label?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Copy failed', { description: 'The browser did not allow copying to the clipboard.' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void copy()} {...props}>
      <Copy aria-hidden />
      {props.size === 'icon' ? <span className="sr-only">{label}</span> : label}
    </Button>
  );
}
