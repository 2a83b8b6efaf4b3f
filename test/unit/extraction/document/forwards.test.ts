import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { composeMail, relayAddress, seller } from './support/compose-mail.ts';
import {
  appleForward,
  attachmentForward,
  gmailForward,
  outlookClassicForward,
  outlookForward,
  type ForwardedMessage,
  type Language,
} from './support/forward-layers.ts';
import { vendor, vendorHtml, vendorLines, vendorText, vendorTextLines } from './support/vendor-message.ts';

const vendorMessage = (shownDate: string): ForwardedMessage => ({
  from: vendor.from,
  shownDate,
  subject: vendor.subject,
  html: vendorHtml,
  text: vendorText,
});

const vendorRaw = () =>
  composeMail({
    from: vendor.from,
    to: seller.address,
    subject: vendor.subject,
    date: vendor.date,
    html: vendorHtml,
    text: vendorText,
    headers: { Date: vendor.date },
  });

describe('parseDocument on mail the vendor sent directly', () => {
  it('takes the outer message as the original, keeping the Date header offset', async () => {
    const document = await parseDocument(await vendorRaw());

    expect(document.forwardDepth).toBe(0);
    expect(document.subject).toBe(vendor.subject);
    expect(document.from).toEqual(vendor.from);
    expect(document.original).toEqual({
      from: vendor.from,
      date: '2025-01-14T10:03:00-05:00',
      subject: vendor.subject,
      vendor: 'tickethub',
    });
    expect(document.sellerNote).toBeUndefined();
    expect(document.lines).toEqual(vendorLines);
  });
});

describe('parseDocument on inline forwards', () => {
  it('unwraps a Gmail HTML forward to the vendor message and keeps the seller note', async () => {
    const raw = await composeMail(
      gmailForward(vendorMessage('Tue, Jan 14, 2025 at 10:03 AM'), { note: 'Please sell these.' }),
    );

    const document = await parseDocument(raw);

    expect(document.subject).toBe(`Fwd: ${vendor.subject}`);
    expect(document.from).toEqual(seller);
    expect(document.forwardDepth).toBe(1);
    expect(document.original).toEqual({
      from: vendor.from,
      date: '2025-01-14T10:03:00',
      subject: vendor.subject,
      vendor: 'tickethub',
    });
    expect(document.sellerNote).toBe('Please sell these.');
    expect(document.lines).toEqual(vendorLines);
  });

  it('unwraps a Gmail plain-text forward', async () => {
    const raw = await composeMail(
      gmailForward(vendorMessage('Tue, Jan 14, 2025 at 10:03 AM'), { note: 'For Saturday', html: false }),
    );

    const document = await parseDocument(raw);

    expect(document.original.from).toEqual(vendor.from);
    expect(document.original.subject).toBe(vendor.subject);
    expect(document.sellerNote).toBe('For Saturday');
    expect(document.lines).toEqual(vendorTextLines);
  });

  it.each<[Language, string]>([
    ['de', 'Di., 14. Jan. 2025 um 10:03 Uhr'],
    ['es', 'mar, 14 ene 2025 a las 10:03'],
    ['fr', 'mar. 14 janv. 2025 à 10:03'],
    ['nl', 'di 14 jan 2025 om 10:03'],
  ])('reads a Gmail forward written in %s', async (language, shownDate) => {
    const raw = await composeMail(gmailForward(vendorMessage(shownDate), { language }));

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(1);
    expect(document.original.from).toEqual(vendor.from);
    expect(document.original.subject).toBe(vendor.subject);
    expect(document.original.date).toBe('2025-01-14T10:03:00');
  });

  it.each<[Language, string]>([
    ['en', 'Tuesday, January 14, 2025 10:03 AM'],
    ['de', 'Dienstag, 14. Januar 2025 10:03'],
    ['es', 'martes, 14 de enero de 2025 10:03'],
    ['fr', 'mardi 14 janvier 2025 10:03'],
    ['nl', 'dinsdag 14 januari 2025 10:03'],
  ])('reads an Outlook forward written in %s', async (language, shownDate) => {
    const raw = await composeMail(
      outlookForward(vendorMessage(shownDate), { language, note: 'Bitte verkaufen' }),
    );

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(1);
    expect(document.original).toEqual({
      from: vendor.from,
      date: '2025-01-14T10:03:00',
      subject: vendor.subject,
      vendor: 'tickethub',
    });
    expect(document.sellerNote).toBe('Bitte verkaufen');
    expect(document.lines).toEqual(vendorLines);
  });

  it("reads Outlook's '-----Original Message-----' plain-text block with a [mailto:] sender", async () => {
    const raw = await composeMail(outlookClassicForward(vendorMessage('Tuesday, January 14, 2025 10:03 AM')));

    const document = await parseDocument(raw);

    expect(document.original.from).toEqual(vendor.from);
    expect(document.original.subject).toBe(vendor.subject);
    expect(document.lines).toEqual(vendorTextLines);
  });

  it.each([
    [
      'a Finnish Gmail forward',
      ['---------- Välitetty viesti ---------', 'Lähettäjä: Lippupiste <asiakaspalvelu@lippupiste.fi>'],
      ['Date: ke 10.2.2027 klo 12.31', 'Subject: Tilausvahvistus ja e-liput', 'To: <hanna@example.com>'],
    ],
    [
      'a Danish Apple Mail forward',
      ['Start på videresendt besked:', 'Fra: Ticketmaster <kundeservice@ticketmaster.dk>'],
      ['Emne: Tilausvahvistus ja e-liput', 'Dato: 3. marts 2027 kl. 10.12.31 CET', 'Til: hanna@example.com'],
    ],
    [
      'a Czech Outlook forward',
      ['-----Původní zpráva-----', 'Od: Lippupiste <asiakaspalvelu@lippupiste.fi>'],
      ['Odesláno: 10. února 2027 12:31', 'Komu: hanna@example.com', 'Předmět: Tilausvahvistus ja e-liput'],
    ],
    [
      'a Hungarian Outlook forward',
      ['________________________________', 'Feladó: jegy.hu <noreply@jegy.hu>'],
      [
        'Elküldve: 2027. február 2., kedd 9:41',
        'Címzett: hanna@example.com',
        'Tárgy: Tilausvahvistus ja e-liput',
      ],
    ],
    [
      'a Turkish Gmail forward',
      ['---------- Yönlendirilmiş ileti ----------', 'Kimden: Passo <bilgi@passo.com.tr>'],
      ['Tarih: 19 Oca 2027 Sal, 16:40', 'Konu: Tilausvahvistus ja e-liput', 'Kime: <hanna@example.com>'],
    ],
    [
      'a Greek iPhone forward',
      ['Αρχή προωθημένου μηνύματος:', 'Από: viva.gr <noreply@viva.gr>'],
      [
        'Ημερομηνία: 28 Ιανουαρίου 2027 στις 10:14:06 μ.μ. EET',
        'Προς: hanna@example.com',
        'Θέμα: Tilausvahvistus ja e-liput',
      ],
    ],
    [
      'a Romanian Outlook forward',
      ['________________________________', 'De la: iabilet.ro <comenzi@iabilet.ro>'],
      ['Trimis: 5 februarie 2027 11:02', 'Către: hanna@example.com', 'Subiect: Tilausvahvistus ja e-liput'],
    ],
    [
      'a Serbian Outlook forward',
      ['________________________________', 'Od: Tickets.rs <no-reply@tickets.rs>'],
      ['Poslato: utorak, 2. mart 2027. 14:07', 'Za: hanna@example.com', 'Tema: Tilausvahvistus ja e-liput'],
    ],
    [
      'a Croatian iPhone forward',
      ['Početak proslijeđene poruke:', 'Šalje: Entrio <no-reply@entrio.hr>'],
      [
        'Datum: 14. ožujka 2027. u 18:22:05 CET',
        'Prima: hanna@example.com',
        'Predmet: Tilausvahvistus ja e-liput',
      ],
    ],
    [
      'a Ukrainian forward',
      ['-------- Пересилане повідомлення --------', 'Від кого: Concert.ua <info@concert.ua>'],
      ['Дата: 3 березня 2027, 12:04', 'Кому: hanna@example.com', 'Тема: Tilausvahvistus ja e-liput'],
    ],
  ])('reads %s', async (_client, opening, rest) => {
    const raw = await composeMail({
      from: seller,
      to: relayAddress,
      subject: 'VS: Tilausvahvistus ja e-liput',
      text: ['Myyntiin kaikki kolme.', '', ...opening, ...rest, '', 'Kiitos tilauksestasi!'].join('\n'),
    });

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(1);
    expect(document.original.subject).toBe('Tilausvahvistus ja e-liput');
    expect(document.sellerNote).toBe('Myyntiin kaikki kolme.');
    expect(document.lines).toEqual(['Kiitos tilauksestasi!']);
  });

  it("reads Apple Mail's 'Begin forwarded message:' and the zone of its date", async () => {
    const raw = await composeMail(
      appleForward(vendorMessage('January 14, 2025 at 10:03:00 AM EST'), { note: 'Sell pls' }),
    );

    const document = await parseDocument(raw);

    expect(document.original).toEqual({
      from: vendor.from,
      date: '2025-01-14T10:03:00-05:00',
      subject: vendor.subject,
      vendor: 'tickethub',
    });
    expect(document.sellerNote).toBe('Sell pls');
    expect(document.lines).toEqual(vendorLines);
  });

  it("reads a quoted reply's 'On … wrote:' line as a forward", async () => {
    const text = [
      'Can you list these?',
      '',
      'On Tue, Jan 14, 2025 at 10:03 AM TicketHub <orders@mail.tickethub.com> wrote:',
      ...vendorText.split('\n').map((line) => `> ${line}`),
    ].join('\n');
    const raw = await composeMail({ from: seller, to: relayAddress, subject: `Re: ${vendor.subject}`, text });

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(1);
    expect(document.original.from).toEqual(vendor.from);
    expect(document.original.date).toBe('2025-01-14T10:03:00');
    expect(document.original.subject).toBe(vendor.subject);
    expect(document.sellerNote).toBe('Can you list these?');
    expect(document.lines).toEqual(vendorTextLines);
  });

  it("reads down a reply thread to the vendor's mail its first message forwarded", async () => {
    const text = [
      'Both are for sale now.',
      '',
      '-------- Message transféré --------',
      'Sujet : Re: Re: Tes places ?',
      'Date : Tue, 12 Jan 2027 18:42:10 +0100',
      'De : Julien Ferrand <julien.ferrand@free.fr>',
      'Pour : Camille Roussel <camille.roussel@orange.fr>',
      '',
      'Trop tard pour moi, vends-les !',
      '',
      'Le 12/01/2027 à 17:55, Camille Roussel a écrit :',
      '> Oui, samedi 20 mars. Elles ne sont pas côte à côte.',
      '> Le mar. 12 janv. 2027 à 14:03, Julien Ferrand <julien.ferrand@free.fr> a',
      '> écrit :',
      '> > C’est quelle date déjà ?',
      '> >',
      '> > ---------- Forwarded message ---------',
      '> > From: TicketHub <orders@mail.tickethub.com>',
      '> > Date: Tue, Jan 14, 2025 at 10:03 AM',
      `> > Subject: ${vendor.subject}`,
      '> > To: <camille@example.com>',
      '> >',
      ...vendorText.split('\n').map((line) => `> > ${line}`),
    ].join('\n');
    const raw = await composeMail({
      from: seller,
      to: relayAddress,
      subject: 'TR: Re: Re: Tes places ?',
      text,
    });

    const document = await parseDocument(raw);

    expect(document.original.from).toEqual(vendor.from);
    expect(document.lines).toEqual(vendorTextLines);
    expect(document.sellerNote?.split('\n')[0]).toBe('Both are for sale now.');
  });

  it('unwraps a forward of a forward to the innermost vendor message and counts both layers', async () => {
    const friend = { name: 'Alex Friend', address: 'alex@example.org' };
    const first = gmailForward(vendorMessage('Tue, Jan 14, 2025 at 10:03 AM'), {
      note: 'Bought these for you!',
    });
    const second = outlookForward(
      {
        from: friend,
        shownDate: 'Wednesday, January 15, 2025 8:00 AM',
        subject: String(first.subject),
        html: String(first.html),
      },
      { note: 'Please sell' },
    );

    const document = await parseDocument(await composeMail(second));

    expect(document.forwardDepth).toBe(2);
    expect(document.original.from).toEqual(vendor.from);
    expect(document.original.subject).toBe(vendor.subject);
    expect(document.sellerNote).toBe('Please sell\nBought these for you!');
    expect(document.lines).toEqual(vendorLines);
  });
  it('reads an Apple Mail forward of an Outlook forward whose header blocks touch', async () => {
    const friend = { name: 'Alex Friend', address: 'alex@example.org' };
    const first = outlookForward(vendorMessage('Tuesday, January 14, 2025 10:03 AM'));
    const second = appleForward({
      from: friend,
      shownDate: 'January 15, 2025 at 8:00:00 AM EST',
      subject: String(first.subject),
      html: String(first.html),
    });

    const document = await parseDocument(await composeMail(second));

    expect(document.forwardDepth).toBe(2);
    expect(document.original.from).toEqual(vendor.from);
    expect(document.original.subject).toBe(vendor.subject);
    expect(document.lines).toEqual(vendorLines);
  });
});

describe('parseDocument on header-like lines that are not a forward', () => {
  it("does not take a transfer notice's 'From:' and 'To:' lines for a forwarded header", async () => {
    const text = 'Tickets transferred to you\nFrom: Jane Doe\nTo: Sam Seller\nTickets: 2\nSection 104, Row F';
    const raw = await composeMail({
      from: vendor.from,
      to: seller.address,
      subject: 'You received 2 tickets',
      text,
    });

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(0);
    expect(document.original.from).toEqual(vendor.from);
    expect(document.lines).toContain('From: Jane Doe');
  });

  it("accepts a thinner header block when it opens Outlook's forwarded-message container", async () => {
    const html = `<p>FYI</p><div id="divRplyFwdMsg"><b>From:</b> TicketHub &lt;orders@mail.tickethub.com&gt;<br><b>Sent:</b> Tuesday, January 14, 2025 10:03 AM</div>${vendorHtml}`;
    const raw = await composeMail({ from: seller, to: relayAddress, subject: `FW: ${vendor.subject}`, html });

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(1);
    expect(document.original).toEqual({
      from: vendor.from,
      date: '2025-01-14T10:03:00',
      subject: vendor.subject,
      vendor: 'tickethub',
    });
    expect(document.sellerNote).toBe('FYI');
  });
});

describe('parseDocument on forwards as attachment', () => {
  it('parses the attached message/rfc822 as the original, with its own dated header', async () => {
    const raw = await composeMail(
      attachmentForward(await vendorRaw(), vendor.subject, { note: 'See attached' }),
    );

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(1);
    expect(document.original).toEqual({
      from: vendor.from,
      date: '2025-01-14T10:03:00-05:00',
      subject: vendor.subject,
      vendor: 'tickethub',
    });
    expect(document.sellerNote).toBe('See attached');
    expect(document.lines).toEqual(vendorLines);
  });

  it('follows an inline forward of a message that carries the vendor mail as an attachment', async () => {
    const friend = { name: 'Alex Friend', address: 'alex@example.org' };
    const outerMail = gmailForward(
      {
        from: friend,
        shownDate: 'Wed, Jan 15, 2025 at 8:00 AM',
        subject: `Fwd: ${vendor.subject}`,
        text: 'Yours now',
      },
      { note: 'Sell please' },
    );
    const raw = await composeMail({
      ...outerMail,
      attachments: [
        { filename: 'order.eml', content: Buffer.from(await vendorRaw()), contentType: 'message/rfc822' },
      ],
    });

    const document = await parseDocument(raw);

    expect(document.forwardDepth).toBe(2);
    expect(document.original.from).toEqual(vendor.from);
    expect(document.sellerNote).toBe('Sell please\nYours now');
  });
});

describe('parseDocument on forwards it cannot fully read', () => {
  it.each(['FW:', 'WG:', 'RV:', 'TR:', 'Doorst:'])(
    "strips a '%s' subject prefix when no forwarded header can be found, and says so",
    async (prefix) => {
      const raw = await composeMail({
        from: seller,
        to: relayAddress,
        subject: `${prefix} ${vendor.subject}`,
        html: vendorHtml,
      });

      const document = await parseDocument(raw);

      expect(document.forwardDepth).toBe(1);
      expect(document.original).toEqual({ subject: vendor.subject });
      expect(document.warnings).toContain(
        'forward: subject says forwarded but no forwarded header was found',
      );
    },
  );

  it('derives the vendor key from the registrable domain of a country-code domain', async () => {
    const from = { name: 'TicketHub UK', address: 'orders@email.tickethub.co.uk' };
    const raw = await composeMail(gmailForward({ ...vendorMessage('Tue, Jan 14, 2025 at 10:03 AM'), from }));

    const document = await parseDocument(raw);

    expect(document.original.vendor).toBe('tickethub');
  });
});
