import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { readableDates } from '../../../lambdas/extraction/candidates/readable-dates.ts';
import { classFeatures } from '../../../lambdas/extraction/classify/class-features.ts';
import { documentFeatureParts } from '../../../lambdas/extraction/model/candidate-features.ts';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { phraseClasses } from '../../../lambdas/extraction/candidates/lexicon.ts';
import { documentLines } from '../../../lambdas/extraction/text/document-lines.ts';
import { isStreet } from '../../../lambdas/extraction/text/street-address.ts';
import { cleanText } from '../../../lambdas/extraction/text/normalise.ts';
import { promoBlock } from '../../../lambdas/extraction/text/promo-block.ts';
import { emailDocument } from './support/documents.ts';

const valuesOf = (lines: string[], field: string) =>
  generateCandidates(emailDocument({ lines }))
    .candidates.filter((candidate) => candidate.field === field)
    .map((candidate) => candidate.value);

/** Prices, clocks, months, seat codes and key-value lists of mail from further afield (decisions 348-353, 358-363). */
describe('mail from further afield', () => {
  it("reads Icelandic seating labels ('Svæði | Röð | Sæti') (decision 370)", () => {
    const lines = [
      'Miðategund | Svæði | Röð | Sæti | Verð',
      '3 x Almennt verð | 1. svalir | 4 | 8-10 | 3 x 7.900 kr.',
    ];
    expect(valuesOf(lines, 'seats')).toContain('8,9,10');
    expect(valuesOf(lines, 'row')).toContain('4');
  });

  it.each([
    'Regular x 3 | ₦135,000.00',
    'FESTIVAL | 2 | Rp 1.700.000',
    'Adult | 2 | R 240.00',
    'Tiket | KSh 2,500',
  ])("counts '%s' as a price", (line) => {
    const doc = emailDocument({ subject: 'Your tickets', lines: [line] });
    expect(classFeatures(doc, generateCandidates(doc), 0)).toContain('money:1');
  });

  it.each([
    ['日期 2027年12月18日 晚上8:15', '8:15pm'],
    ['관람일시 오후 7:30', '7:30pm'],
    ['Tanggal | Sabtu, 21 Agustus 2027', '21 Aug'],
  ])("writes the date or time of '%s' as the parsers read it", (text, readable) => {
    const read = readableDates(text);
    expect(read).toHaveLength(text.length);
    expect(read).toContain(readable);
  });

  it.each([
    ['Waktu | Sabtu, 21 Agustus 2027 · Mulai 19:30 WIB', '2027-08-21T19:30:00+07:00'],
    ['Sunday, December 26, 2027 · 6:00 PM WAT', '2027-12-26T18:00:00+01:00'],
    ['Sunday 12 December 2027, 17:30 SAST', '2027-12-12T17:30:00+02:00'],
  ])("reads the zone of '%s'", (line, date) => {
    expect(valuesOf([line], 'eventDate')).toContain(date);
  });

  it("reads seat codes after their row and a dash ('Grand Circle, Row B - B12, B13')", () => {
    expect(valuesOf(['Seats: Grand Circle, Row B - B12, B13'], 'seats')).toContain('12,13');
  });

  it('makes no games of the dated rows of a list of labels and values (a cancellation deadline)', () => {
    const lines = [
      '예매번호 | T1847362951',
      '공연명 | 2027 HAN SEOJIN CONCERT IN SEOUL',
      '관람일시 | 2027년 06월 20일(일) 17시 00분',
      '공연장 | KSPO DOME',
      '좌석정보 | VIP석 1층 B구역 12열 7번, VIP석 1층 B구역 12열 8번',
      '매수 | 2매',
      '취소가능일시 | 2027년 06월 19일(토) 17:00까지',
    ];
    const result = extractFromDocument(
      emailDocument({ subject: '예매가 완료되었습니다', lines }),
      baselineModel,
    );
    expect(result.tickets.map((ticket) => ticket.eventDate)).toEqual(['2027-06-20T17:00:00']);
    // A plan's games, one row after the other, stay games: decode-tickets.test.ts.
  });

  it("marks a name right above a street address ('Tresor' over 'Köpenicker Str. 70, 10179 Berlin')", () => {
    const found = generateCandidates(
      emailDocument({ lines: ['Mira Kovač - All Night Long', 'Tresor', 'Köpenicker Str. 70, 10179 Berlin'] }),
    );
    const parts = documentFeatureParts(found);
    const tresor = found.candidates.findIndex(
      (candidate) => candidate.field === 'venue' && candidate.value === 'Tresor',
    );
    expect(parts[tresor]?.shared).toContain('next=street');
  });

  it("knows who sold or organises the tickets as no place ('Verkocht door: Sanne') (decision 358)", () => {
    expect(phraseClasses(['verkocht', 'door'])).toEqual(['party']);
    expect(phraseClasses(['organizer'])).toEqual(['party']);
    expect(valuesOf(['Fenna Bakx - Zomerlicht Tour', 'Verkocht door: Sanne'], 'eventName')).not.toContain(
      'Verkocht door: Sanne',
    );
  });

  it.each([
    'More on District this month',
    'Jangan lewatkan! Pesta Rakyat 2027',
    'אולי יעניין אותך גם: שחר ויסמן',
  ])("starts the promotions at '%s' (decision 359)", (heading) => {
    const lines = documentLines(
      emailDocument({ lines: ['Your tickets are confirmed', heading, 'Other Show'] }),
    );
    expect(promoBlock(lines).start).toBe(lines.find((line) => line.text === cleanText(heading))?.index);
  });

  it.each([
    'Poštovani Ivane Babiću,',
    'Здравейте, Елена,',
    'Sayın Can Yıldız,',
    'שלום רון,',
    'Xin chào Lê Quang Huy,',
    'Γεια σας Δημήτρη,',
  ])("reads the salutation '%s' as no name (decision 384)", (greeting) => {
    expect(valuesOf([greeting, 'Luka Brajević – Između nas Tour 2027'], 'eventName')).not.toContain(
      greeting.replace(/,$/, ''),
    );
  });

  it.each([
    ['วันที่แสดง | วันเสาร์ที่ 13 มีนาคม 2570 เวลา 19:00 น.', '2027-03-13T19:00'],
    ['วันที่แสดง | 18/04/2570 20:00 น.', '2027-04-18T20:00'],
  ])("reads the Buddhist era's year of a Thai date ('%s') (decision 385)", (line, date) => {
    expect(
      valuesOf(['PRAEW SIRIN LIVE IN BANGKOK 2027', line], 'eventDate').some((value) =>
        value.startsWith(date),
      ),
    ).toBe(true);
  });

  it("reads a convention's badge as admission without a seat ('3-Day Badge', 'VIP Pass') (decision 386)", () => {
    expect(
      valuesOf(['PAX East 2027', 'Badge Order Confirmation', '2 x 3-Day Badge | $495.00'], 'generalAdmission')
        .length,
    ).toBeGreaterThan(0);
  });

  it.each([
    ['Louwesweg 1', 'Radion'],
    ['Jl. Pintu Satu Senayan', 'Istora Senayan'],
    ['Đường Lê Đức Thọ', 'Sân vận động Quốc gia Mỹ Đình'],
  ])("reads the street '%s' as no venue, and its venue '%s' as one (decision 387)", (street, venue) => {
    expect(isStreet(street)).toBe(true);
    expect(isStreet(venue)).toBe(false);
    expect(valuesOf(['Onderstroom', street], 'venue')).not.toContain(street);
  });

  it.each(['Guten Tag Herr Meier', 'Dear Mrs Okafor'])(
    "reads the salutation with a title '%s' as no name without its comma (decision 391)",
    (greeting) => {
      expect(valuesOf([greeting, 'Tonhalle-Orchester Zürich – Sibelius 2'], 'eventName')).not.toContain(
        greeting,
      );
    },
  );

  it.each(['K-18', 'PG-13', 'FSK 16', '18+'])(
    "reads the age limit '%s' as no venue (decision 391)",
    (limit) => {
      expect(valuesOf(['Nordic Noise 2027', 'Tavastia', `${limit}, anniskelu`], 'venue')).not.toContain(
        limit,
      );
    },
  );

  it("reads a Norwegian date with a stop after the day ('Lørdag 20. mars 2027, kl. 19:30') (decision 392)", () => {
    const dates = valuesOf(['Ingrid Solberg: Helt ærlig', 'Lørdag 20. mars 2027, kl. 19:30'], 'eventDate');
    expect(dates.some((date) => date.startsWith('2027-03-20T19:30'))).toBe(true);
  });

  it("reads neither a membership number as seats nor 'Sone' as a section (decision 392)", () => {
    const lines = ['Name | Membership no. | Block | Row | Seat', 'Priya Raman | 2009 8817 | 97 | 22 | 694'];
    expect(valuesOf(lines, 'seats')).toContain('694');
    expect(valuesOf(lines, 'seats').some((seats) => seats.includes('8817'))).toBe(false);
    const norwegian = ['Billettype | Sone | Rad | Plass', 'Ordinær | Parkett | 4 | 9'];
    expect(valuesOf(norwegian, 'section')).toContain('Parkett');
    expect(valuesOf(norwegian, 'section')).not.toContain('Sone');
  });

  it.each([
    ['Secteur B, Rangée 7, Place 12', 'B'],
    ['SEZIONE Tribuna Gold B | FILA 4 | POSTI 8, 9', 'Tribuna Gold B'],
  ])("reads the section keyword of '%s' (decision 391)", (line, section) => {
    expect(valuesOf(['Arena de Genève', line], 'section')).toContain(section);
  });

  it("reads a Catalan date and seat ('Dissabte, 20 de febrer de 2027 · 18:30 h', 'Seient 22') (decision 383)", () => {
    const lines = [
      'FC Barcelona vs Girona FC',
      'Dissabte, 20 de febrer de 2027 · 18:30 h',
      'Sector 215 Fila 14 Seient 22',
    ];
    expect(valuesOf(lines, 'eventDate').some((date) => date.startsWith('2027-02-20T18:30'))).toBe(true);
    expect(valuesOf(lines, 'seats')).toContain('22');
  });

  it("leaves no empty cell where an icon stood ('📍 | Iglesia Anglicana de San Jorge') (decision 382)", () => {
    const lines = documentLines(
      emailDocument({ lines: ['📅 | sábado, 20 de febrero de 2027', '📍 | Iglesia Anglicana de San Jorge'] }),
    ).filter((line) => line.source === 'body');
    expect(lines.map((line) => line.text)).toEqual([
      'sábado, 20 de febrero de 2027',
      'Iglesia Anglicana de San Jorge',
    ]);
    expect(
      valuesOf(['Candlelight: Tributo a Coldplay', '📍 | Iglesia Anglicana de San Jorge'], 'venue'),
    ).not.toContain('| Iglesia Anglicana de San Jorge');
  });

  it("reads the Portuguese 'Lugar' before a number as the seat, before a name as the venue (decision 361)", () => {
    expect(valuesOf(['Piso 1 - Setor 107 - Fila 5 - Lugar 1 42,00 €'], 'seats')).toContain('1');
    expect(valuesOf(['Plateia | Fila F | Lugar 12 | Normal | 35,00 EUR'], 'seats')).toContain('12');
    expect(valuesOf(['Lugar: Teatro Real, Madrid'], 'seats')).toEqual([]);
  });

  it.each([
    ['Você recebeu ingressos!', 'Paulo Henrique transferiu 2 ingressos para você.', 'scue:transferIn'],
    ['A sua encomenda See Tickets ST-PT-60417725', 'Obrigado pela sua encomenda!', 'scue:purchase'],
  ])("hears the Portuguese cue of '%s' (decisions 362-363)", (subject, line, feature) => {
    const doc = emailDocument({ subject, lines: [line] });
    expect(classFeatures(doc, generateCandidates(doc), 0)).toContain(feature);
  });
});
