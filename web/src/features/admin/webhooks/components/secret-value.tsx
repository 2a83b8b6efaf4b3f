import { CopyButton } from './copy-button';

/** A signing secret in full, selectable, with a copy button. */
export function SecretValue({ secret }: { secret: string }) {
  return (
    <div className="grid gap-2">
      <code className="block rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all select-all">
        {secret}
      </code>
      <div>
        <CopyButton text={secret} label="Copy secret" />
      </div>
    </div>
  );
}
