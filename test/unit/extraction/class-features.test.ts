import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { classCues } from '../../../lambdas/extraction/classify/class-cues.ts';
import { classFeatures } from '../../../lambdas/extraction/classify/class-features.ts';
import { emailDocument } from './support/documents.ts';

const featuresOf = (subject: string, lines: string[]) => {
  const doc = emailDocument({ subject, lines });
  return classFeatures(doc, generateCandidates(doc), 0);
};

describe('the class features', () => {
  it.each([
    [
      'a postponement',
      'Important: Marisol Vance has been postponed',
      'The new date is Saturday, May 16, 2027.',
    ],
    ['a survey', 'How was Marisol Vance?', 'Rate your experience in our two-minute survey.'],
    [
      'a reminder before the show',
      'Reminder: Wren & the Tidelines is next week',
      'Hi Callum, this is a reminder only - it is not your ticket.',
    ],
    [
      'a reminder the day before',
      'Brightwater Saints is tomorrow! Know before you go',
      "Hi Alex, your event is tomorrow. Here's a quick recap of your order.",
    ],
    ['a German reminder', 'Morgen ist es soweit: Elbkinder', 'Ihre Veranstaltung findet morgen statt.'],
    ['a reminder a week before', 'Corvid Bloom: your event is next week!', 'Corvid Bloom is almost here.'],
    [
      'a refund of a cancelled show',
      'FW: Refund for Wildflower Static',
      'Unfortunately the event below has been cancelled by the promoter. We have automatically refunded your order.',
    ],
    [
      'an order the organizer cancelled',
      'Paper Boats Comedy Night: Spring Showcase',
      'The organizer has cancelled your order. Refund total | $48.22',
    ],
    [
      'an Italian refund',
      'Evento annullato – rimborso',
      'Il suo ordine verrà rimborsato automaticamente sul mezzo di pagamento utilizzato.',
    ],
    [
      'a change of holder not yet confirmed',
      'Richiesta di cambio nominativo ricevuta',
      'STATO: IN ATTESA DI CONFERMA',
    ],
  ])('hear the after-sale cue of %s', (_kind, subject, line) => {
    expect(featuresOf(subject, [line])).toContain('anycue:eventUpdate');
  });

  it.each([
    ['a disclaimer', 'If you have received this message in error, please notify the sender.'],
    ['a purchase from a club', 'Thanks for buying tickets from the Liffey Rovers FC online ticket office.'],
  ])('hear no transfer in %s', (_kind, line) => {
    expect(featuresOf('Your order', ['Liffey Rovers v Corrib Athletic', line])).toContain('cue:transferIn:0');
  });

  it('hear a cancelled transfer in the Spanish past tense ("Martín canceló la transferencia")', () => {
    expect(
      featuresOf('Martín canceló la transferencia de tus entradas', ['Se canceló una transferencia']),
    ).toContain('anycue:transferCancelled');
  });

  it.each([
    ['Dutch', 'Je hebt de tickets van Ruben de Wit geaccepteerd.'],
    ['a ticket transfer', 'The ticket transfer from Ellis Varga is complete.'],
  ])('hear a transfer in %s', (_kind, line) => {
    expect(featuresOf('Je tickets zijn binnen!', [line])).toContain('anycue:transferIn');
  });

  it.each([
    ['Polish', 'Karolina W. przekazała Ci 2 bilety.'],
    ['Swedish', 'Du har accepterat biljetterna som Erik Sandberg skickade till dig.'],
    ['Danish', 'Jonas har overført 2 billetter til dig.'],
    ['Italian', 'Giulia ti ha trasferito 2 biglietti.'],
    ['Turkish', 'Emre Kaya tarafından Passolig kartınıza 2 adet bilet devredilmiştir.'],
  ])('hear a transfer in %s', (_language, line) => {
    expect(featuresOf('Bilety', [line])).toContain('anycue:transferIn');
  });

  it.each([
    ['Norwegian', 'Marius Berg har kansellert overføringen av 2 billetter til deg.'],
    ['Swedish', 'Överföringen har avbrutits och biljetterna finns inte längre i ditt konto.'],
    ['Polish', 'Przekazanie biletów zostało anulowane.'],
    ['Finnish', 'Lippujen siirto on peruttu.'],
  ])('hear a cancelled transfer in %s', (_language, line) => {
    expect(featuresOf('Billetter', [line])).toContain('anycue:transferCancelled');
  });

  it("hear the seller's tickets gone to someone else in 'You transferred 2 tickets to Sam'", () => {
    const features = featuresOf('Your transfer is complete', [
      'You transferred 2 tickets to Sam Okoro. Sam accepted the transfer on Oct 1, 2027.',
      'These tickets are no longer in your Tixr account.',
    ]);
    expect(features).toContain('anycue:resale');
  });

  it("hear marketing in a resale app's alert ('Prices dropped for …', 'Tickets now from $74')", () => {
    const features = featuresOf('Prices dropped for Wren Holloway', [
      'Tickets now from $74',
      "You're getting this because you're tracking Wren Holloway on Gametime.",
    ]);
    expect(features).toContain('anycue:marketing');
    expect(featuresOf('Your order', ['Tickets now from $74'])).toContain('anycue:marketing');
  });

  it("hear a transfer in Quebec's 'Vous avez accepté les 2 billets que Marc vous a transférés'", () => {
    expect(
      featuresOf('Vos billets sont arrivés!', [
        'Vous avez accepté les 2 billets que Marc vous a transférés.',
      ]),
    ).toContain('cue:transferIn:2-3');
  });

  it("hear no waiting list in DICE's way back for a ticket held ('return your ticket via the waiting list')", () => {
    expect(
      featuresOf('Your ticket', [
        'Can’t go anymore? You can return your ticket via the waiting list in the app.',
      ]),
    ).toContain('cue:eventUpdate:0');
  });

  it('hear a transfer in "Jamie Whitlock transferred 1 ticket to you"', () => {
    expect(featuresOf("You've got a ticket", ['Jamie Whitlock transferred 1 ticket to you.'])).toContain(
      'cue:transferIn:1',
    );
  });

  it('still hear a transfer in "you have received tickets from"', () => {
    expect(featuresOf('Tickets for you', ['You have received 2 tickets from Marcus'])).toContain(
      'anycue:transferIn',
    );
  });

  it.each([
    ['$ 48.50', 'Total | $48.50'],
    ['CHF', '2 × CHF 96.00 | CHF 192.00'],
    ['a Scandinavian krona', 'Totalt: 450 kr'],
    ['a Swiss franc sign', 'Preis: Fr. 45.–'],
    ['rupees', 'Ticket amount, BALCONY - Rs. 999 x 3'],
    ['Turkish lira', 'Toplam: 1.850,00 TL'],
    ['shekels', 'Total ₪ 458'],
    ['riyals', 'Total: SAR 900.00'],
    ['won', '1층 A구역 3열 12번 | VIP석 | 198,000원'],
    ['yen', 'お支払い金額:20,370円'],
  ])('count a price written with %s', (_kind, line) => {
    expect(featuresOf('Ihre Billette', ['Aurelia Kammerorchester', line])).toContain('money:1');
  });

  // Decision 377.
  it("hear no cancelled transfer in an order's cancellation deadline and fee", () => {
    expect(
      featuresOf('Your booking', [
        'Cancellation deadline | 2027.03.19 17:00',
        '취소 가능하며, 취소수수료가 부과될 수 있습니다.',
      ]),
    ).toContain('cue:transferCancelled:0');
  });

  // Decision 375.
  it('tell a parking pass ordered alone from an order of seats with parking beside them', () => {
    const doc = emailDocument({
      subject: 'Your Order Confirmation #72-40913',
      lines: ['Parking Pass - Lot C', 'Sat, Mar 13, 2027 7:00 PM', 'Parking opens 4:00 PM', 'Total | $30.00'],
    });
    const found = generateCandidates(doc);
    expect(classFeatures(doc, found, 0)).toContain('parking-alone');
    expect(classFeatures(doc, found, 3)).not.toContain('parking-alone');
    const oneMention = emailDocument({
      subject: 'Your Order Confirmation #72-40913',
      lines: ['Monster Truck Mayhem', 'Sat, Mar 13, 2027 7:00 PM', 'Parking opens 4:00 PM'],
    });
    expect(classFeatures(oneMention, generateCandidates(oneMention), 0)).not.toContain('parking-alone');
  });

  it('count no price in a line without a currency', () => {
    expect(featuresOf('Ihre Billette', ['Aurelia Kammerorchester', 'Reihe 14, Platz 21-22'])).toContain(
      'money:0',
    );
  });

  it.each([
    ['account', 'Your order is awaiting payment - #PL-88412057', 'We have not received your payment yet.'],
    ['protection', 'Your Ticket Protection policy HTP-2026-0418833', 'Policy number | HTP-2026-0418833'],
    ['protection', 'Je ticketverzekering, polis TP-1234567', 'Je bent verzekerd'],
    ['resale', 'Your tickets to Moth Parade are now listed', 'Your listing is live'],
    ['resale', '¡Vendiste tus entradas!', 'Entradas vendidas | Cancha General x 2'],
    ['parking', 'Seu ingresso: Estacionamento Allianz Parque', 'Setor E2 · 1 vaga por veículo'],
    ['parking', 'Il tuo parcheggio per il concerto', 'Parcheggio P3 · 1 posto auto'],
    // Decision 375: compounds and the Nordic words.
    ['parking', 'Deine Bestellung: Parkticket Borussia-Park', 'Bitte zeige es an der Einfahrt vor.'],
    ['parking', 'Ordrebekræftelse 3305-118-442', 'Parkering P-hus Vest · 1 bil'],
    ['parking', 'Tilausvahvistus', 'Pysäköinti P2 · 1 auto'],
    // Decision 376.
    ['purchase', 'Sikeres vásárlás - rendelésszám: OP-5529173', 'Köszönjük vásárlását!'],
    ['transferIn', 'Jana Dvořáková ti poslala 2 vstupenky', 'Přijmout vstupenky'],
    ['transferIn', 'Marcus Ng has forwarded you tickets to Tess Holloway', 'Accept 2 Tickets'],
    ['transferIn', 'Recebeu bilhetes de João Meireles', 'João Meireles transferiu 2 bilhetes para si.'],
    // Decision 386.
    ['purchase', 'Biletinial - Satın Alma Onayı (#BN3391027)', 'İşleminiz onaylanmıştır.'],
    ['purchase', 'Pengesahan Tempahan myTickets #MT2702051187', 'Terima kasih.'],
    [
      'purchase',
      '[Ticketbox] Đặt vé thành công - Đơn hàng #78120459',
      'Cảm ơn bạn đã mua vé trên Ticketbox!',
    ],
    ['purchase', 'Registration Confirmation - FinOps Europe Summit 2027', 'We look forward to seeing you.'],
    ['transferIn', 'Георги Петров ви изпрати 2 билета', 'Получихте билети!'],
    ['transferIn', 'Добили сте улазницу од Јелене Марковић', 'Јелена Марковић вам је пренела 1 улазницу.'],
    ['transferIn', 'Bạn nhận được 2 vé từ Nguyễn Minh Anh', 'Nguyễn Minh Anh đã chuyển nhượng 2 vé cho bạn.'],
    [
      'transferCancelled',
      'Transfer Tiket Dibatalkan - Senandung Nusantara 2027',
      'Transfer tiket telah ditolak.',
    ],
    ['resale', 'Teie piletid on müüdud', 'Müügiteade nr: PV-RS-204417'],
    // Decision 377.
    ['transferIn', '[인터파크 티켓] 선물이 도착했습니다', '김서연 고객님, 김도윤님이 티켓을 선물하셨습니다.'],
    ['resale', 'Seus ingressos foram vendidos', 'O valor será creditado em até 5 dias.'],
    ['marketing', 'Priya, upgrade your seats for The Glass Orchard', 'Better seats have opened up.'],
    ['marketing', 'Upgrade your night with Nova Hartley', 'VIP upgrades are now available for fans.'],
    [
      'account',
      'Tu orden está apartada, pero aún no está pagada',
      'FICHA DE PAGO OXXO · Estado: pendiente de pago',
    ],
    [
      'eventUpdate',
      'Besetzungsänderung',
      'Ihre Karten behalten ihre Gültigkeit – Sie müssen nichts weiter tun.',
    ],
    ['eventUpdate', 'Tu orden', 'Este correo no es un boleto y no permite el acceso al estadio.'],
    ['resale', 'Ticket Donation Receipt', 'Thank you for donating your tickets back to Carnegie Hall.'],
    ['resale', 'Confirmation de revente', 'Places revendues | 1re Loge de côté n° 14, places 3 et 4'],
    // Decision 365: the cues of sets 144-151.
    [
      'resale',
      'Dine billetter er solgt',
      'Tillykke, dine billetter er solgt! Udbetaling til dig | 1.180,00 kr.',
    ],
    [
      'resale',
      'Félicitations ! Votre billet a été vendu',
      'Bonne nouvelle : votre offre a trouvé un acheteur.',
    ],
    ['resale', 'Has enviado tus entradas', 'Has enviado tus entradas a Lucía.'],
    // Decision 390: declined by the recipient is a cancelled transfer.
    ['transferCancelled', 'Tom declined your tickets', 'Tom Fletcher has declined the 2 tickets you sent.'],
    ['transferCancelled', 'Your ticket transfer has expired', 'The transfer has now expired.'],
    ['transferIn', 'Hai ricevuto dei biglietti da Giulia', 'Accetta i biglietti entro il 19/05/2027.'],
    ['eventUpdate', 'Manca poco! Tutto quello che devi sapere', 'Il tuo evento si avvicina.'],
    [
      'purchase',
      'Tes billets pour Le Late Show du Paname',
      "C'est bon, t'as tes billets ! Ta commande (n° 7Q2)",
    ],
    // Decision 373: the cues of sets 152-159.
    ['resale', 'Good news - your seat has been sold on Ticket Exchange', 'Amount credited | £58.50'],
    [
      'transferIn',
      'A ticket has been forwarded to you',
      'Peter Jones has forwarded their ticket to your account.',
    ],
    ['goods', 'Your Wristbands Have Shipped!', 'Good news - your wristbands have shipped.'],
    // Decision 390: the cues of sets 184-191.
    ['transferIn', 'Valentina te transfirió una entrada', '¡Recibiste una entrada!'],
    ['transferIn', 'Cambio nominativo completato', 'Cambio nominativo a tuo favore'],
    ['transferCancelled', 'Your transfer was declined', 'Kelsey Moran declined the tickets you sent.'],
    ['resale', 'Votre billet a été revendu', 'Le billet que vous aviez mis en revente a trouvé preneur.'],
    ['eventUpdate', 'Snart dags! Praktisk information', 'Snart dags, Karin!'],
    // Decision 392: the cues of sets 192-199.
    [
      'transferIn',
      'Mark Visser heeft een ticket naar je doorgestuurd',
      'Accepteer het ticket binnen 48 uur.',
    ],
    ['transferIn', 'Katarzyna Lis przesłała Ci bilety', 'Zaloguj się i przyjmij transfer.'],
    ['transferIn', 'Liam has forwarded you a ticket', "You've been sent a ticket"],
    ['transferCancelled', 'Prevod vstupeniek bol zrušený', 'Prevod vstupeniek bol zrušený.'],
    ['resale', 'Recordatorio: envía tus entradas', 'Para cobrar tu venta debes entregarlas.'],
    ['eventUpdate', '活動延期通知', '延期公告'],
  ])('hear a %s cue in %s', (kind, subject, line) => {
    expect(featuresOf(subject, [line])).toContain(`anycue:${kind}`);
  });

  // A phrase listed twice counted twice: 'Summer Nights' read as four travel cues.
  it.each([
    ['who sent how many', 'Nadia Kovac sent you 2 tickets. They’re waiting for you in the app.'],
    ['a transfer accepted', "You've accepted the tickets Tom Hart sent you."],
    ['an account manager transfer', 'Renee Calloway (Account #40021873) has transferred 6 tickets to you.'],
    ['Dutch', 'Overdracht ontvangen. Ruud heeft 2 tickets aan je overgedragen.'],
  ])('hear a transfer in %s', (_kind, line) => {
    expect(featuresOf('Tickets for you', ['Toronto Lakeshore FC vs. Vancouver Tidewater', line])).toContain(
      'anycue:transferIn',
    );
  });

  it.each([
    ['Order confirmation - Lakeside Jazz Nights', 'Lakeside Jazz Nights | Lawn | 4 tickets'],
    ['Vos billets - Les Nuits de Fourvière', 'Les Nuits de Fourvière | Gradins | 2 billets'],
    ['Tus entradas - Noches del Botánico', 'Noches del Botánico | Pista | 2 entradas'],
  ])("hear no hotel stay in a title's nights (%s), only in a count of nights", (subject, line) => {
    expect(featuresOf(subject, [line])).toContain('cue:travel:0');
    expect(featuresOf('Your booking', ['Harbour View Hotel · 3 nights · 2 guests'])).toContain(
      'anycue:travel',
    );
  });

  it("hear a transfer in 'You accepted 4 tickets from Jordan', and no cancellation in 'can't be returned to the sender'", () => {
    const features = featuresOf("You're all set, Sam!", [
      'You accepted 4 tickets from Jordan Ellis. They are now in your account.',
      "Tickets you accept can't be returned to the sender.",
    ]);
    expect(features).toContain('cue:transferIn:2-3');
    expect(features).toContain('cue:transferCancelled:0');
  });

  it("hear the seller's tickets gone in 'Riley accepted the 2 tickets you sent … now belong to Riley'", () => {
    expect(
      featuresOf('Your tickets were accepted', [
        'Riley Chen accepted the 2 tickets you sent. These tickets now belong to Riley.',
      ]),
    ).toContain('cue:resale:2-3');
  });

  it.each([
    [
      'purchase',
      'Serbian',
      'Tickets.rs - Potvrda kupovine br. 142122',
      'Hvala na kupovini! Vaša porudžbina je uspešno realizovana.',
    ],
    ['purchase', 'Greek', 'Η παραγγελία σας', 'Ευχαριστούμε για την αγορά σας.'],
    ['purchase', 'Ukrainian', 'Ваші квитки', 'Дякуємо за покупку!'],
    [
      'purchase',
      'Italian',
      'Conferma d’ordine',
      'Grazie per il tuo acquisto. I tuoi biglietti sono allegati.',
    ],
    [
      'transferIn',
      'Croatian',
      'Ivana Kovač ti je poslala ulaznice',
      'Ivana prenijela ti je 2 ulaznice. Prijenos je prihvaćen.',
    ],
    ['transferCancelled', 'Lithuanian', 'Perdavimas atšauktas', 'Bilietų perdavimas atšauktas.'],
    ['eventUpdate', 'Hungarian', 'Az előadás elhalasztva', 'Az új időpont: 2027. november 6.'],
    ['goods', 'French', 'Votre e-carte cadeau Pathé', 'Montant de la carte cadeau : 50,00 €'],
  ])('hear a %s cue in %s', (kind, _language, subject, line) => {
    expect(featuresOf(subject, [line])).toContain(`anycue:${kind}`);
  });

  it("hear no waiting list in DICE's 'join the waiting list to get a refund'", () => {
    expect(
      featuresOf("You've got tickets!", [
        'Can’t go anymore? You can pass your tickets on, or join the waiting list to get a refund if someone buys them.',
      ]),
    ).toContain('cue:eventUpdate:0');
  });

  it("hear no resale in a vendor's warning against it ('Evita comprar en reventa')", () => {
    expect(
      featuresOf('Tus boletas', [
        'Evita comprar en reventa: no respondemos por boletas de canales no oficiales.',
      ]),
    ).not.toContain('anycue:resale');
  });

  it("hear no cancellation in the terms' warning and no account alarm in 'sign in to accept'", () => {
    const features = featuresOf('Ticket Transfer from Renee', [
      'To accept, sign in or create an account with this email address.',
      'Unauthorized resale may result in cancellation. Tickets may be revoked.',
    ]);
    expect(features).toContain('cue:transferCancelled:0');
    expect(features).toContain('cue:account:0');
  });

  it.each([
    [
      'a price alert',
      'Bajada de precio: Los Hermanos',
      'Sigues a este artista: los precios de reventa han bajado.',
      'marketing',
    ],
    [
      'a renewal reminder',
      'Your subscription renewal is due',
      'It’s time to renew. Renew My Seats',
      'marketing',
    ],
    [
      'a late delivery',
      'Retraso en la entrega de tus entradas',
      'El vendedor todavía no ha enviado tus entradas.',
      'eventUpdate',
    ],
    ['an instalment', 'Payment Plan Installment 2 of 3 Received', 'Remaining balance | $214.61', 'account'],
    [
      'an amended booking',
      'Your booking has been amended',
      'Your tickets remain valid; no new tickets will be issued.',
      'eventUpdate',
    ],
    [
      'a basket',
      'Complete your purchase',
      'Your seats are held for 10 minutes; no payment has been taken yet.',
      'marketing',
    ],
    [
      'an order called off',
      'Je bestelling is geannuleerd',
      'De betaling is niet op tijd ontvangen.',
      'eventUpdate',
    ],
    [
      'a payment reminder',
      'Zahlungserinnerung zu Ihrer Reservierung',
      'Die Plätze sind reserviert, aber noch nicht bezahlt.',
      'account',
    ],
    [
      'a lottery entry',
      'Your lottery results',
      'Unfortunately you were not selected for the performance below.',
      'eventUpdate',
    ],
    [
      'a waiting list',
      'You are on the waitlist',
      'If tickets become available, we will email you.',
      'eventUpdate',
    ],
    [
      'a refund',
      'Refund processed',
      'We have processed the refund for the tickets you returned.',
      'eventUpdate',
    ],
    [
      'seats moved',
      'Your seats have been relocated',
      'Your new seats will be sent in a separate e-mail.',
      'eventUpdate',
    ],
  ])('hear %s', (_kind, subject, line, cue) => {
    expect(featuresOf(subject, ['Sunbelt Roots Festival 2027', line])).toContain(`anycue:${cue}`);
  });

  it("hear no purchase in a transfer's history and no account alarm in a cancellation policy", () => {
    const features = featuresOf('You’ve Got Tickets!', [
      'These tickets were originally purchased as part of a season subscription; the original purchase price is not shown.',
      'A $20 per person fee applies to no-shows or cancellations within 24 hours of the show.',
    ]);
    expect(features).toContain('cue:purchase:0');
    expect(features).toContain('cue:account:0');
  });

  it.each([["You've got tickets!"], ['Here are your tickets']])("hear a delivery in '%s'", (line) => {
    expect(featuresOf('DICE', [line, 'Moth Parade', '2x General Admission'])).toContain('anycue:purchase');
  });

  it.each([
    [
      'account',
      'a Swedish payment reminder',
      'Betalningspåminnelse',
      'Vi har ännu inte fått betalt för din beställning.',
    ],
    ['account', 'a Polish one', 'Przypomnienie o płatności', 'Zamówienie oczekuje na płatność.'],
    [
      'marketing',
      'a Norwegian newsletter',
      'Nytt i salg denne uka',
      'Forhåndssalg for medlemmer · Meld deg av',
    ],
    ['marketing', 'a Czech presale', 'Předprodej startuje', 'Odhlásit odběr'],
    [
      'goods',
      'a pay-per-view stream',
      'Your UFC 318 Pay-Per-View purchase',
      'This purchase does not include admission to the venue.',
    ],
  ])('hear %s in %s', (cue, _kind, subject, line) => {
    expect(featuresOf(subject, ['Siri Fjellheim – Nordlys Tour 2027', line])).toContain(`anycue:${cue}`);
  });

  it('hear a held basket, not a purchase, in "Complete your purchase"', () => {
    const features = featuresOf('Your seats are held', [
      'Complete your purchase',
      'Your order is not confirmed and no payment has been taken yet.',
    ]);
    expect(features).toContain('cue:purchase:0');
    expect(features).toContain('anycue:marketing');
  });

  it('count each cue phrase once', () => {
    for (const [kind, phrases] of Object.entries(classCues))
      expect(new Set(phrases).size, kind).toBe(phrases.length);
  });

  it('hear none in a confirmation', () => {
    expect(
      featuresOf('Your order confirmation', ['Thanks for your order!', 'Section 112, Row K, Seats 7-8']),
    ).not.toContain('anycue:eventUpdate');
  });

  // DICE heads its purchases 'You've got tickets!'; a transfer names who sent them.
  it('hear a transfer in who sent the tickets, not in having them', () => {
    expect(featuresOf("You've got tickets!", ['Moth Parade', '2x General Admission'])).not.toContain(
      'anycue:transferIn',
    );
    expect(featuresOf('Dana sent you tickets!', ['Moth Parade', '2x General Admission'])).toContain(
      'anycue:transferIn',
    );
  });

  it.each([
    ['your 2 tickets for Sable Harbour at Bowery Ballroom on Saturday 23 May 2026 at 8:00 PM', true],
    ['Tickets (3) for Saturday 23 May 2026, 8:00 PM', true],
    ['2 x £3.95 programmes on Saturday 23 May 2026, 8:00 PM', false],
    ['samedi 13 mars 2027 · 18:30 | 2 × Entrée Adulte | 39,80 €', true],
    ['samedi 13 mars 2027 · 18:30 | 2 × Entrée Adulte', false],
  ])('read a dated count of tickets as the shape of a ticket mail: %s', (line, shaped) => {
    expect(featuresOf('Your order', [line]).includes('ticket-shape')).toBe(shaped);
  });

  it("hears an order in Ticketmaster's 'You're in!', not in a queue or a draw", () => {
    expect(featuresOf("You're in! Harbour Lights", ['Sat 20 Mar 2027 6:00pm'])).toContain('scue:purchase');
    expect(featuresOf("You're in the queue for Harbour Lights", ['Sat 20 Mar 2027 6:00pm'])).not.toContain(
      'scue:purchase',
    );
    expect(featuresOf("You're in the draw for Harbour Lights", ['Sat 20 Mar 2027 6:00pm'])).not.toContain(
      'scue:purchase',
    );
  });

  it("hears no after-sale cue in a lottery won and paid for ('Your lottery tickets are confirmed')", () => {
    const features = featuresOf('Your lottery tickets are confirmed: Moulin Rouge! The Musical', [
      'Hi Priya, your lottery win is claimed and paid.',
      '2 x Lottery ticket | $79.00',
    ]);
    expect(features).not.toContain('anycue:eventUpdate');
    expect(featuresOf('Your lottery entry for SIX', ['You are entered in the lottery.'])).toContain(
      'anycue:eventUpdate',
    );
  });
});
