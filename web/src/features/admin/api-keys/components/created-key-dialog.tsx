import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import type { CreatedApiKey } from '../api/schemas';
import { CopyButton } from './copy-button';

/**
 * The full key, right after creation (spec 001 §2.10, DESIGN §6.8): the only time it is shown; the server
 * keeps only its hash. Open while `apiKey` is set; closing it forgets the key.
 */
export function CreatedKeyDialog({ apiKey, onClose }: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  const inputId = useId();
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>API Key Created</DialogTitle>
          <DialogDescription>
            {apiKey
              ? `“${apiKey.name}” is ready. Use it as a Bearer token or in the X-API-Key header.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertTitle>Copy this key now</AlertTitle>
          <AlertDescription>
            For your security it will not be shown again. Store it somewhere safe, such as a password manager.
          </AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>API key</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              readOnly
              value={apiKey?.key ?? ''}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={apiKey?.key ?? ''} label="Copy key" />
          </div>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
