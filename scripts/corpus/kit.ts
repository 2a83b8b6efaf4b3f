/** Ticket attachments built from a ticket group: Wallet passes, print-at-home PDFs, calendar files. */
import { addMinutes, formatDate, isoInZone, type LocalDateTime } from './calendar.ts';
import type { Draft } from './draft.ts';
import { makeIcs } from './attachments/ics.ts';
import { makePdf, ticketPage } from './attachments/pdf.ts';
import { makePkpass, type PassField } from './attachments/pkpass.ts';
import type { Lang, Order, TicketGroup } from './model.ts';
import { barcodeNumber } from './noise.ts';

export interface PassBrand {
  org: string;
  passType: string;
  team: string;
  colors: { background: string; foreground: string; label: string };
  labels: { section: string; row: string; seat: string; venue: string; date: string; admission?: string };
  dateLang: Lang;
  datePattern: string;
}

/** One Wallet pass per seat (or per admission), relevantDate carrying the venue's offset. */
export const attachPasses = async (
  d: Draft,
  order: Order,
  group: TicketGroup,
  brand: PassBrand,
  fileStem: string,
): Promise<void> => {
  const seats: (string | null)[] =
    group.seats.length > 0 ? group.seats : Array.from({ length: group.quantity }, () => null);
  for (const [index, seat] of seats.entries()) {
    const barcode = barcodeNumber(d.rng, 18);
    const place: PassField[] =
      group.section === null
        ? [
            {
              key: 'admission',
              label: brand.labels.admission ?? 'ADMISSION',
              value: group.area ?? 'General Admission',
            },
          ]
        : [
            { key: 'section', label: brand.labels.section, value: group.section },
            { key: 'row', label: brand.labels.row, value: group.row ?? '' },
            { key: 'seat', label: brand.labels.seat, value: seat ?? '' },
          ];
    const content = await makePkpass({
      serialNumber: `${order.number.replace(/[^A-Za-z0-9]/g, '')}-${index + 1}`,
      organizationName: brand.org,
      description: `${brand.org} ticket`,
      teamIdentifier: brand.team,
      passTypeIdentifier: brand.passType,
      relevantDate: isoInZone(group.event.doors, group.event.venue.timeZone),
      header: [
        {
          key: 'date',
          label: brand.labels.date,
          value: formatDate(group.event.start, brand.datePattern, brand.dateLang),
        },
      ],
      primary: [{ key: 'event', label: group.event.venue.name.toUpperCase(), value: group.event.name }],
      secondary: place,
      auxiliary: [
        { key: 'doors', label: 'DOORS', value: formatDate(group.event.doors, '{HH}:{mm}') },
        { key: 'venue', label: brand.labels.venue, value: group.event.venue.name },
      ],
      back: [
        { key: 'order', label: 'Order', value: order.number },
        { key: 'holder', label: 'Ticket holder', value: `${order.buyer.first} ${order.buyer.last}` },
        {
          key: 'terms',
          label: 'Terms',
          value: 'This ticket is revocable. Resale above face value may void it.',
        },
      ],
      barcode,
      colors: brand.colors,
    });
    d.attach(
      {
        filename: `${fileStem}-${index + 1}.pkpass`,
        contentType: 'application/vnd.apple.pkpass',
        content: content,
      },
      'pkpass',
      true,
    );
  }
};

export interface PdfBrand {
  name: string;
  labels: {
    event: string;
    date: string;
    venue: string;
    section: string;
    row: string;
    seat: string;
    admission: string;
    order: string;
    holder: string;
  };
  datePattern: string;
  dateLang: Lang;
  footer: string[];
}

/** One print-at-home PDF with a page per ticket. The PDF gives local times only. */
export const attachPdf = (
  d: Draft,
  order: Order,
  groups: TicketGroup[],
  brand: PdfBrand,
  filename: string,
): void => {
  const pages = groups.flatMap((group) => {
    const seats: (string | null)[] =
      group.seats.length > 0 ? group.seats : Array.from({ length: group.quantity }, () => null);
    return seats.map((seat) => {
      const place: [string, string][] =
        group.section === null
          ? [[brand.labels.admission, group.area ?? 'General Admission']]
          : [
              [brand.labels.section, group.section],
              [brand.labels.row, group.row ?? ''],
              [brand.labels.seat, seat ?? ''],
            ];
      return ticketPage({
        brand: brand.name,
        title: group.event.name,
        fields: [
          [brand.labels.date, formatDate(group.event.start, brand.datePattern, brand.dateLang)],
          [brand.labels.venue, `${group.event.venue.name}, ${group.event.venue.city}`],
          ...place,
          [brand.labels.order, order.number],
          [brand.labels.holder, `${order.buyer.first} ${order.buyer.last}`],
        ],
        barcode: barcodeNumber(d.rng, 16),
        footer: brand.footer,
      });
    });
  });
  d.attach(
    {
      filename,
      contentType: 'application/pdf',
      content: makePdf(pages, { title: groups[0]!.event.name, producer: `${brand.name} ticketing` }),
    },
    'pdf',
  );
};

export const attachIcs = (
  d: Draft,
  group: TicketGroup,
  options: {
    prodId: string;
    form: 'tzid' | 'utc' | 'floating';
    description: string;
    stamp: LocalDateTime;
    uidDomain: string;
    filename?: string;
  },
): void => {
  const ics = makeIcs({
    uid: `${d.rng.chars('0123456789abcdef', 16)}@${options.uidDomain}`,
    summary: group.event.name,
    start: group.event.start,
    timeZone: group.event.venue.timeZone,
    durationMinutes: group.event.kind === 'festival' ? 600 : 180,
    location: `${group.event.venue.name}, ${group.event.venue.street}, ${group.event.venue.city}`,
    description: options.description,
    form: options.form,
    stamp: options.stamp,
    prodId: options.prodId,
  });
  d.attach(
    { filename: options.filename ?? 'event.ics', contentType: 'text/calendar', content: ics },
    'ics',
    options.form !== 'floating',
  );
};

export const endOf = (group: TicketGroup, minutes = 180): LocalDateTime =>
  addMinutes(group.event.start, minutes);
