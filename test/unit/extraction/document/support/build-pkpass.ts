import JSZip from 'jszip';

/** A .pkpass: a zip with pass.json and, optionally, other files (localisations, images). */
export async function buildPkpass(
  pass: unknown,
  files: Record<string, string | Uint8Array> = {},
): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('pass.json', JSON.stringify(pass));
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** An event ticket pass with the given fields, the way vendors lay them out. */
export const eventPass = {
  formatVersion: 1,
  passTypeIdentifier: 'pass.com.tickethub.event',
  serialNumber: 'TH-123456-1',
  teamIdentifier: 'ABCDE12345',
  organizationName: 'TicketHub',
  description: 'Ticket for The Midnight Owls',
  relevantDate: '2025-03-15T20:00-04:00',
  barcode: { format: 'PKBarcodeFormatQR', message: '8812345678901', messageEncoding: 'iso-8859-1' },
  eventTicket: {
    headerFields: [{ key: 'date', label: 'DATE', value: 'Mar 15' }],
    primaryFields: [{ key: 'event', label: 'EVENT', value: 'The Midnight Owls' }],
    secondaryFields: [
      { key: 'section', label: 'SECTION', value: '104' },
      { key: 'row', label: 'ROW', value: 'F' },
      { key: 'seat', label: 'SEAT', value: 7 },
    ],
    auxiliaryFields: [
      { key: 'venue', label: 'VENUE', value: 'Riverside Arena' },
      { key: 'gate', label: 'GATE', value: 'B' },
    ],
    backFields: [{ key: 'order', label: 'Order number', value: 'TH-123456' }],
  },
};
