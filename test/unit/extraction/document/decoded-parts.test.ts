import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMime } from '../../../../lambdas/extraction/document/read-mime.ts';

// postal-mime's decoders join their chunks without a Blob (patches/postal-mime+4.0.0.patch): Node 20
// reads a Blob of one part per line about ten times slower. The joined bytes must stay exact.
const crlf = (lines: string[]) => lines.join('\r\n');

const binary = Uint8Array.from({ length: 256 }, (_, index) => index);

const message = crlf([
  'From: Box Office <tickets@vendor.example>',
  'To: seller@example.com',
  'Subject: Fwd: your tickets',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="outer"',
  '',
  '--outer',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Caf=C3=A9 Konzerthaus, Reihe 4 =E2=80=93 Platz 12=',
  ' soft break',
  '--outer',
  'Content-Type: message/rfc822',
  'Content-Transfer-Encoding: 8bit',
  '',
  'From: Tickets <orders@vendor.example>',
  'Subject: Bestätigung',
  '',
  'Zürich, Block B',
  'Reihe 7',
  '--outer',
  'Content-Type: application/octet-stream; name="seats.bin"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from(binary).toString('base64'),
  '--outer--',
  '',
]);

describe('decoded MIME parts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the exact bytes of quoted-printable, 8bit and base64 parts, without building a Blob', async () => {
    const blobs = vi.fn();
    vi.stubGlobal(
      'Blob',
      class extends Blob {
        constructor(...args: ConstructorParameters<typeof Blob>) {
          super(...args);
          blobs();
        }
      },
    );

    const email = await readMime(new TextEncoder().encode(message));

    expect(email.text).toBe('Café Konzerthaus, Reihe 4 – Platz 12 soft break\n');
    const [forwarded, seats] = email.attachments;
    expect(forwarded?.mimeType).toBe('message/rfc822');
    expect(new TextDecoder().decode(forwarded?.content as ArrayBuffer)).toBe(
      'From: Tickets <orders@vendor.example>\nSubject: Bestätigung\n\nZürich, Block B\nReihe 7\n',
    );
    expect(new Uint8Array(seats?.content as ArrayBuffer)).toEqual(binary);
    expect(blobs).not.toHaveBeenCalled();
  });
});
