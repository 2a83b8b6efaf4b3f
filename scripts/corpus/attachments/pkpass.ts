/** Apple Wallet event tickets (.pkpass): a zip of pass.json, manifest.json, a signature and images. */
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { tinyPng } from '../html.ts';

export interface PassField {
  key: string;
  label: string;
  value: string;
}

export interface PassOptions {
  serialNumber: string;
  organizationName: string;
  description: string;
  teamIdentifier: string;
  passTypeIdentifier: string;
  /** ISO 8601 with offset: when the pass shows on the lock screen. */
  relevantDate: string;
  header: PassField[];
  primary: PassField[];
  secondary: PassField[];
  auxiliary: PassField[];
  back: PassField[];
  barcode: string;
  venue?: { latitude: number; longitude: number; text: string };
  colors: { background: string; foreground: string; label: string };
  /** The pass style: tickets are eventTicket; boarding passes and parking passes are not. */
  style?: 'eventTicket' | 'boardingPass' | 'generic';
}

// Zip entries carry a timestamp; a fixed one keeps the archive identical on every run.
const fixedDate = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));

export const makePkpass = async (options: PassOptions): Promise<Buffer> => {
  const pass = {
    formatVersion: 1,
    passTypeIdentifier: options.passTypeIdentifier,
    serialNumber: options.serialNumber,
    teamIdentifier: options.teamIdentifier,
    organizationName: options.organizationName,
    description: options.description,
    relevantDate: options.relevantDate,
    ...(options.venue
      ? {
          locations: [
            {
              latitude: options.venue.latitude,
              longitude: options.venue.longitude,
              relevantText: options.venue.text,
            },
          ],
        }
      : {}),
    backgroundColor: options.colors.background,
    foregroundColor: options.colors.foreground,
    labelColor: options.colors.label,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: options.barcode,
        messageEncoding: 'iso-8859-1',
        altText: options.barcode,
      },
    ],
    [options.style ?? 'eventTicket']: {
      ...(options.style === 'boardingPass' ? { transitType: 'PKTransitTypeAir' } : {}),
      headerFields: options.header,
      primaryFields: options.primary,
      secondaryFields: options.secondary,
      auxiliaryFields: options.auxiliary,
      backFields: options.back,
    },
  };
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(pass, null, 2)),
    'icon.png': tinyPng([40, 40, 40]),
    'logo.png': tinyPng([200, 30, 60]),
  };
  const manifest = Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, createHash('sha1').update(bytes).digest('hex')]),
  );
  files['manifest.json'] = Buffer.from(JSON.stringify(manifest, null, 2));
  // Not a real PKCS #7 signature (nothing here can sign as Apple); parsers must not rely on it.
  files.signature = Buffer.from(createHash('sha256').update(files['manifest.json']).digest());
  const zip = new JSZip();
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes, { date: fixedDate });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
};
