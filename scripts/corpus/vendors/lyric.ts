/**
 * The Lyric Playhouse box office (Chicago): a theatre. Visible microdata woven into the layout,
 * 'Orchestra Left, Row F, Seats 101 & 103' (odd-numbered sides), 'Curtain 7:30 PM' with no zone, a
 * note about late seating, a subscription pitch. Subscribers' orders hold two performances.
 */
import { addDays, formatDate, isoLocal } from '../calendar.ts';
import { Draft, seatList, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { EventInfo, Order, TicketGroup } from '../model.ts';
import { makeOrder, money, reservedGroup, totalCents } from '../orders.ts';
import { shows, venueNamed } from '../world.ts';
import { marketing } from '../negatives/brand-mail.ts';

const domain = 'lyricplayhouse.org';

const performance = (ctx: RenderContext, title: string, day: EventInfo['start'] | null): EventInfo => {
  const rng = ctx.rng;
  const base = day ?? { year: 2026, month: rng.int(1, 12), day: rng.int(1, 28), hour: 0, minute: 0 };
  const [hour, minute] = rng.pick([
    [14, 0],
    [19, 30],
    [19, 30],
    [20, 0],
  ] as const);
  const start = { ...base, hour, minute };
  return {
    name: title,
    kind: 'theatre',
    headliner: title,
    start,
    doors: { ...start, minute: start.minute, hour: start.hour - 1 },
    venue: venueNamed('The Lyric Playhouse'),
  };
};

const makeLyricOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const [first, second] = rng.sample(shows.en, 2);
  const quantity = rng.pick([1, 2, 2, 2, 3, 4]);
  const groups: TicketGroup[] = [reservedGroup(rng, performance(ctx, first!, null), quantity)];
  if (rng.chance(0.3))
    groups.push(
      reservedGroup(
        rng,
        performance(ctx, second!, addDays(groups[0]!.event.start, rng.int(20, 60))),
        quantity,
      ),
    );
  return makeOrder(rng, {
    number: `${rng.digits(7)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/Chicago',
    groups,
    currency: 'USD',
  });
};

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  d.orderNumber(order.number);
  const withMicrodata = rng.chance(0.7);
  if (withMicrodata) d.feature(d.ctx.htmlSurvives ? 'microdata' : 'markup-stripped');
  const performances = order.groups
    .map((group) => {
      d.ticket(group);
      const scope = withMicrodata ? ' itemscope itemtype="http://schema.org/EventReservation"' : '';
      const prop = (name: string) => (withMicrodata ? ` itemprop="${name}"` : '');
      return `<tr><td style="padding:18px 26px;border-top:1px solid #e2d9c8"${scope}>
${withMicrodata ? `<meta itemprop="reservationNumber" content="${esc(order.number)}">` : ''}
<div${prop('reservationFor')}${withMicrodata ? ' itemscope itemtype="http://schema.org/TheaterEvent"' : ''}>
<div style="font:italic 24px Georgia,serif;color:#5a1a2b"${prop('name')}>${esc(group.event.name)}</div>
<div style="font:14px Georgia,serif;margin:6px 0">${withMicrodata ? `<time itemprop="startDate" datetime="${isoLocal(group.event.start)}">` : ''}${esc(formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}'))} &middot; Curtain ${esc(formatDate(group.event.start, '{h}:{mm} {a}'))}${withMicrodata ? '</time>' : ''}</div>
<div style="font:14px Georgia,serif"${prop('location')}${withMicrodata ? ' itemscope itemtype="http://schema.org/Place"' : ''}><span${prop('name')}>${esc(group.event.venue.name)}</span>, ${esc(group.event.venue.street)}</div>
</div>
<div style="font:bold 15px Georgia,serif;margin-top:10px"><span${prop('venueSection')}>${esc(group.section!)}</span>, Row <span${prop('venueRow')}>${esc(group.row!)}</span>, ${group.seats.length > 1 ? 'Seats' : 'Seat'} <span${prop('venueSeat')}>${esc(seatList(group.seats, 'amp'))}</span></div>
<div style="font:13px Georgia,serif;color:#666">${group.quantity} &times; ${esc(money(group.unitPriceCents, 'USD', 'en'))}</div>
</td></tr>`;
    })
    .join('\n');
  if (order.groups.some((g) => g.seats.some((s, i) => i > 0 && Number(s) - Number(g.seats[i - 1]) === 2)))
    d.note('Seats are on one side of the aisle: odd or even numbers, not a run.');
  const body = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7"><tr><td align="center" style="padding:24px 0">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #e2d9c8">
<tr><td style="padding:22px 26px;text-align:center;font:small-caps bold 26px Georgia,serif;color:#5a1a2b;letter-spacing:2px">The Lyric Playhouse</td></tr>
<tr><td style="padding:0 26px 12px;font:15px Georgia,serif">Dear ${esc(order.buyer.first)} ${esc(order.buyer.last)},<br><br>Thank you for your purchase. Your tickets will be held at Will Call under your name; please bring photo ID. Patron number: ${esc(order.number)}.</td></tr>
${performances}
<tr><td style="padding:14px 26px;font:13px Georgia,serif;color:#444;border-top:1px solid #e2d9c8">Total paid: ${esc(money(totalCents(order) + 600, 'USD', 'en'))} (includes $6.00 facility fee)<br><br>Late seating is at the discretion of house management. The lobby opens one hour before curtain.</td></tr>
<tr><td style="padding:14px 26px;font:13px Georgia,serif;background:#5a1a2b;color:#fff">Subscribe to the 2026&ndash;27 season and see five plays for the price of four.</td></tr>
<tr><td style="padding:12px 26px;font:11px Georgia,serif;color:#888">The Lyric Playhouse &middot; 22 W Randolph Arcade, Chicago, IL 60601 &middot; Box office 312-555-0199 &middot; <a href="https://www.lyricplayhouse.org/unsubscribe">Unsubscribe</a></td></tr>
</table></td></tr></table>`;
  const text = [
    `Dear ${order.buyer.first} ${order.buyer.last},`,
    'Thank you for your purchase. Tickets held at Will Call.',
    `Patron number: ${order.number}`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      `${formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}')} - Curtain ${formatDate(group.event.start, '{h}:{mm} {a}')}`,
      group.event.venue.name,
      `${group.section}, Row ${group.row}, Seats ${seatList(group.seats, 'amp')}`,
      '',
    ]),
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'The Lyric Playhouse Box Office',
      fromAddress: `boxoffice@${domain}`,
      domain,
      subject:
        order.groups.length > 1
          ? 'Your Lyric Playhouse performances'
          : `Your tickets: ${order.groups[0]!.event.name}`,
    }),
    ...(rng.chance(0.5) ? { text } : {}),
    html: page({ title: 'The Lyric Playhouse', body }),
    encoding: 'quoted-printable',
  });
};

export const lyric: VendorStyle = {
  key: 'lyric',
  name: 'The Lyric Playhouse',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'marketing')
      return marketing(d, {
        name: 'The Lyric Playhouse',
        domain,
        lang: 'en',
        accent: '#5a1a2b',
        zone: 'America/Chicago',
      });
    return confirmation(d, makeLyricOrder(ctx));
  },
};
