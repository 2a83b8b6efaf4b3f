import { Check, Copy, Forward, ListChecks, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PAYOUT_TIMING_TEXT, SELLER_SHARE_PERCENT, formatPercent } from '@/lib/business';

/** spec 000 §9: the copy confirmation shows for 2 seconds. */
export const COPIED_MS = 2_000;

/** The transfer-email card (spec 000 §2): the read-only address, a Copy button and How It Works. */
export function TransferEmailCard({
  transferEmail,
  email,
}: {
  transferEmail?: string | null;
  email: string;
}) {
  const steps = [
    {
      icon: Forward,
      title: 'Forward',
      text: `Forward a ticket confirmation e-mail to this address from ${email}, the address you signed up with.`,
    },
    {
      icon: ListChecks,
      title: 'Approve',
      text: 'We read the event, date and seats. Check the details and approve the listing.',
    },
    {
      icon: Wallet,
      title: 'Get paid',
      text: `When your tickets sell you keep ${formatPercent(SELLER_SHARE_PERCENT)}, paid ${PAYOUT_TIMING_TEXT}.`,
    },
  ];

  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Your transfer email</h2>
        <CardDescription>
          Forward ticket confirmation e-mails here and we list the tickets for you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 px-4 sm:px-6">
        {transferEmail ? (
          <CopyableAddress address={transferEmail} />
        ) : (
          <p className="text-sm text-muted-foreground">This account has no transfer address.</p>
        )}
        <div>
          <h3 className="mb-3 text-sm font-semibold">How It Works</h3>
          <ol className="grid gap-3 sm:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-3 rounded-lg border bg-muted/40 p-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="text-sm">
                  <span className="block font-medium">
                    {index + 1}. {title}
                  </span>
                  <span className="text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}

function CopyableAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): select the text so the person can copy it.
      inputRef.current?.select();
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="transfer-email">Transfer email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id="transfer-email"
          readOnly
          value={address}
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant={copied ? 'secondary' : 'default'} onClick={() => void copy()} className="sm:w-32">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
        </Button>
      </div>
    </div>
  );
}
