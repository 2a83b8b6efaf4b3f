/**
 * Lakeport Mariners Ticket Office: a baseball team's own box office. Orders often cover two home
 * games; one line per seat ('Section 214  Row 6  Seat 3'); 'First pitch 7:10 PM CT'; a parking pass
 * sold in the same order (not a ticket); Wallet passes. Also transfers and parking-only mails.
 */
import { addDays, formatDate, zoneAbbreviation } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachPasses, type PassBrand } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { makeGame, makeOrder, money, reservedGroup, totalCents } from '../orders.ts';
import { fullName, makePerson } from '../world.ts';
import { brandSpec } from '../negatives/brand-mail.ts';

const domain = 'tickets.lakeportmariners.com';
const team = 'Lakeport Mariners';

const passBrand: PassBrand = {
  org: 'Lakeport Mariners',
  passType: 'pass.com.lakeportmariners.ticket',
  team: 'LPM4M8R2N6',
  colors: { background: 'rgb(0,45,98)', foreground: 'rgb(255,255,255)', label: 'rgb(196,206,212)' },
  labels: { section: 'SEC', row: 'ROW', seat: 'SEAT', venue: 'BALLPARK', date: 'GAME TIME' },
  dateLang: 'en',
  datePattern: '{M}/{d} {h}:{mm} {a}',
};

const makeMarinersOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const first = makeGame(rng, team);
  const quantity = rng.pick([1, 2, 2, 3, 4]);
  const groups: TicketGroup[] = [reservedGroup(rng, first, quantity)];
  if (rng.chance(0.45)) {
    const later = addDays(first.start, rng.int(1, 9));
    groups.push(reservedGroup(rng, makeGame(rng, team, later), quantity));
  }
  return makeOrder(rng, {
    number: `${rng.digits(8)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/Chicago',
    groups,
    currency: 'USD',
  });
};

const gameTime = (group: TicketGroup): string =>
  `${formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}')} · First pitch ${formatDate(group.event.start, '{h}:{mm} {a}')} ${zoneAbbreviation(group.event.start, group.event.venue.timeZone, 'generic')}`;

const confirmation = async (d: Draft, order: Order) => {
  const rng = d.rng;
  d.orderNumber(order.number);
  d.zoneInText();
  d.feature('fees-and-totals', 'seat-per-line');
  const parking = rng.chance(0.5);
  const withPasses = rng.chance(0.6);
  for (const group of order.groups) {
    d.ticket(group);
    d.countNotStated(group);
    if (withPasses)
      await attachPasses(d, order, group, passBrand, `mariners-${formatDate(group.event.start, '{MM}{dd}')}`);
  }
  if (parking) d.note('The parking pass in the order is not a ticket.');
  const games = order.groups
    .map(
      (group) => `<tr><td style="padding:14px 18px;border-bottom:1px solid #d6dde3">
<div style="font:bold 17px 'Trebuchet MS',sans-serif;color:#002d62">${esc(group.event.name)}</div>
<div style="font:13px 'Trebuchet MS',sans-serif;color:#333;margin:3px 0 8px">${esc(gameTime(group))}<br>${esc(group.event.venue.name)} · Gates open ${esc(formatDate(group.event.doors, '{h}:{mm} {a}'))}</div>
${group.seats.map((seat) => `<div style="font:14px 'Courier New',monospace">Section ${esc(group.section!)}&nbsp;&nbsp;Row ${esc(group.row!)}&nbsp;&nbsp;Seat ${esc(seat)}&nbsp;&nbsp;${esc(money(group.unitPriceCents, 'USD', 'en'))}</div>`).join('\n')}
</td></tr>`,
    )
    .join('\n');
  const parkingRow = parking
    ? `<tr><td style="padding:14px 18px;border-bottom:1px solid #d6dde3;background:#f3f6f8"><div style="font:bold 14px 'Trebuchet MS',sans-serif">PARKING PASS - LOT ${rng.int(1, 6)} (GENERAL)</div><div style="font:13px 'Trebuchet MS',sans-serif">${esc(formatDate(order.groups[0]!.event.start, '{EEE} {M}/{d}'))} · 1 vehicle · ${esc(money(2500, 'USD', 'en'))}</div></td></tr>`
    : '';
  const total = totalCents(order) + (parking ? 2500 : 0);
  const body = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#002d62"><tr><td align="center" style="padding:16px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:18px;background:#002d62;color:#fff;font:bold 20px 'Trebuchet MS',sans-serif">⚓ LAKEPORT MARINERS · TICKET OFFICE</td></tr>
<tr><td style="padding:18px;font:14px 'Trebuchet MS',sans-serif">Thanks for your order, ${esc(order.buyer.first)}! We'll see you at ${esc(order.groups[0]!.event.venue.name)}.<br>Account #${esc(order.number)}</td></tr>
${games}
${parkingRow}
<tr><td style="padding:14px 18px;font:14px 'Trebuchet MS',sans-serif">Order total: <b>${esc(money(total, 'USD', 'en'))}</b> (includes ${esc(money(300 * order.groups.length, 'USD', 'en'))} ticket fees)</td></tr>
<tr><td style="padding:14px 18px;font:12px 'Trebuchet MS',sans-serif;background:#eef2f5">Become a Season Ticket Member and save up to 30%! Plans start at $19 per game. Call 414-555-0142.</td></tr>
<tr><td style="padding:14px 18px;font:11px 'Trebuchet MS',sans-serif;color:#777">Lakeport Mariners Baseball Club · Northshore Field · 1 Mariners Way, Milwaukee, WI 53214 · <a href="https://www.lakeportmariners.com/unsubscribe">Unsubscribe</a></td></tr>
</table></td></tr></table>`;
  const text = [
    `LAKEPORT MARINERS TICKET OFFICE`,
    `Account #${order.number}`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      gameTime(group),
      group.event.venue.name,
      ...group.seats.map((seat) => `  Section ${group.section}  Row ${group.row}  Seat ${seat}`),
      '',
    ]),
    ...(parking ? ['PARKING PASS - 1 vehicle', ''] : []),
    `Order total: ${money(total, 'USD', 'en')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Mariners Ticket Office',
      fromAddress: `ticketoffice@${domain}`,
      domain,
      subject:
        order.groups.length > 1
          ? `Your Mariners tickets (${order.groups.length} games)`
          : `Your Mariners tickets - ${formatDate(order.groups[0]!.event.start, '{MMM} {d}')}`,
    }),
    text,
    html: page({ title: 'Mariners tickets', body }),
    encoding: rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};

const transfer = (d: Draft, order: Order) => {
  const group = order.groups[0]!;
  const from = makePerson(d.rng, 'en');
  d.ticket(group);
  d.countNotStated(group);
  d.zoneInText();
  d.feature('seat-per-line');
  d.note(`Tickets forwarded through the team's account manager by ${fullName(from)}.`);
  const body = `<div style="font-family:'Trebuchet MS',sans-serif;max-width:560px;margin:0 auto">
<h2 style="color:#002d62">${esc(fullName(from))} sent you Mariners tickets</h2>
<p>Log in to My Mariners Account to accept. Tickets not accepted before first pitch return to the sender.</p>
<p><b>${esc(group.event.name)}</b><br>${esc(gameTime(group))}<br>${esc(group.event.venue.name)}</p>
${group.seats.map((seat) => `<p style="margin:2px 0">Sec ${esc(group.section!)} / Row ${esc(group.row!)} / Seat ${esc(seat)}</p>`).join('\n')}
</div>`;
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Lakeport Mariners',
      fromAddress: `accountmanager@${domain}`,
      domain,
      subject: `${from.first} ${from.last} has sent you tickets`,
    }),
    html: page({ title: 'Ticket transfer', body }),
    encoding: 'quoted-printable',
  });
};

/**
 * The delivery mail of the mobile-ticket system (from the ninth confirmation of the plan on): tickets
 * added to the buyer's account, the gate, one pipe-separated seat line, and no price or order total.
 */
const delivery = (d: Draft, order: Order) => {
  const group = order.groups[0]!;
  d.ticket(group);
  d.zoneInText();
  d.note("Mobile tickets delivered to the buyer's account (no price shown).");
  const gate = d.rng.pick(['A', 'C', 'Home Plate', 'Left Field']);
  const seatLine = `Gate ${gate} | Section ${group.section!} | Row ${group.row!} | Seats ${group.seats.join(', ')}`;
  const count = `${group.quantity} ${group.quantity === 1 ? 'ticket has' : 'tickets have'} been added to your account.`;
  const text = [
    'Your tickets are ready!',
    '',
    group.event.name,
    group.event.venue.name,
    gameTime(group),
    '',
    seatLine,
    '',
    `${count} Open the Mariners app to view them.`,
  ].join('\n');
  const body = `<div style="font-family:'Trebuchet MS',sans-serif;max-width:560px;margin:0 auto">
<h2 style="color:#002d62">Your tickets are ready!</h2>
<p><b>${esc(group.event.name)}</b><br>${esc(group.event.venue.name)}<br>${esc(gameTime(group))}</p>
<p>${esc(seatLine)}</p>
<p>${esc(count)} Open the Mariners app to view them.</p>
</div>`;
  const withHtml = d.rng.chance(0.5);
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Lakeport Mariners',
      fromAddress: `tickets@${domain}`,
      domain,
      subject: 'Your Mariners tickets',
    }),
    text,
    ...(withHtml ? { html: page({ title: 'Your tickets', body }) } : {}),
    encoding: 'quoted-printable',
  });
};

/** A parking pass on its own: a game, a date, a lot and a barcode, but no ticket. */
const parkingOnly = (d: Draft) => {
  const rng = d.rng;
  const game = makeGame(rng, team);
  const lot = rng.int(1, 6);
  d.note('Parking pass for a game: not a ticket.');
  const body = `<div style="font-family:'Trebuchet MS',sans-serif;max-width:560px;margin:0 auto;border:2px solid #002d62">
<div style="background:#002d62;color:#fff;padding:14px;font-weight:bold">MARINERS PARKING PASS</div>
<div style="padding:14px;font-size:14px"><b>${esc(game.name)}</b><br>${esc(formatDate(game.start, '{EEEE}, {MMMM} {d}, {yyyy} · {h}:{mm} {a}'))}<br>${esc(game.venue.name)}<br><br>
LOT ${lot} · ROW ${rng.pick(['A', 'B', 'C', 'D'])} · 1 VEHICLE<br>Lots open 2 hours before first pitch.<br>Pass #${rng.digits(12)}</div></div>`;
  return d.finish({
    ...brandSpec(
      d,
      { name: 'Mariners Ticket Office', domain, lang: 'en', accent: '#002d62', zone: 'America/Chicago' },
      'ticketoffice',
      `Your parking pass for ${formatDate(game.start, '{MMM} {d}')}`,
    ),
    html: page({ title: 'Parking pass', body }),
    encoding: 'quoted-printable',
  });
};

export const mariners: VendorStyle = {
  key: 'mariners',
  name: 'Lakeport Mariners Ticket Office',
  lang: 'en',
  async render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'parking') return parkingOnly(d);
    const order = makeMarinersOrder(ctx);
    if (ctx.emailClass === 'transfer_received') return transfer(d, order);
    return ctx.index > 8 ? delivery(d, order) : confirmation(d, order);
  },
};
