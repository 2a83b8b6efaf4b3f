/**
 * Sundial Festival: a three-day music festival selling wristband passes (general admission with a
 * quantity), 'Friday, July 17 – Sunday, July 19, 2026 · Gates open 12:00 PM PT', a lineup teaser
 * full of other names, wristband shipping to an address, shuttle passes (not tickets), a calendar file.
 */
import { addDays, formatDate, weekday, zoneAbbreviation } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachIcs } from '../kit.ts';
import type { Order } from '../model.ts';
import { makeOrder, money, standingGroup, totalCents } from '../orders.ts';
import { performers, venueNamed } from '../world.ts';
import { marketing } from '../negatives/brand-mail.ts';

const domain = 'sundialfest.com';

const makeSundialOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const first = { year: 2026, month: rng.pick([4, 5, 7, 9]), day: rng.int(1, 20), hour: 12, minute: 0 };
  // The festival opens on a Friday.
  const start = addDays(first, (5 - weekday(first) + 7) % 7);
  const event = {
    name: 'Sundial Festival 2026',
    kind: 'festival' as const,
    headliner: 'Sundial Festival',
    start,
    doors: start,
    venue: venueNamed('Joshua Flats Festival Grounds'),
  };
  const pass = rng.pick([
    '3-Day General Admission',
    '3-Day GA Pass',
    'GA+ 3-Day Pass',
    'Single Day GA (Friday)',
  ]);
  return makeOrder(rng, {
    number: `SDF${rng.digits(7)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/Los_Angeles',
    groups: [standingGroup(rng, event, rng.pick([1, 2, 2, 3, 4]), pass)],
    currency: 'USD',
  });
};

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const start = group.event.start;
  const singleDay = group.area!.startsWith('Single');
  const end = addDays(start, 2);
  const zone = zoneAbbreviation(start, group.event.venue.timeZone, 'generic');
  const dates = singleDay
    ? `${formatDate(start, '{EEEE}, {MMMM} {d}, {yyyy}')} · Gates open ${formatDate(start, '{h}:{mm} {a}')} ${zone}`
    : `${formatDate(start, '{EEEE}, {MMMM} {d}')} – ${formatDate(end, '{EEEE}, {MMMM} {d}, {yyyy}')} · Gates open daily at ${formatDate(start, '{h}:{mm} {a}')} ${zone}`;
  d.ticket(group);
  d.orderNumber(order.number);
  d.zoneInText();
  d.feature('fees-and-totals', 'marketing-noise');
  d.note(
    singleDay
      ? 'Single-day pass: the date is the festival day.'
      : 'Three-day pass: the event date is the first day, when gates open.',
  );
  const shuttle = rng.chance(0.5);
  if (shuttle) d.note('The shuttle pass is an add-on, not a festival ticket.');
  if (rng.chance(0.7)) {
    attachIcs(d, group, {
      prodId: '-//Sundial Festival//Tickets//EN',
      form: 'tzid',
      description: `${group.quantity} x ${group.area}. Order ${order.number}.`,
      stamp: order.placedAt,
      uidDomain: domain,
      filename: 'sundial-festival.ics',
    });
  }
  const lineup = rng.sample(performers.en, 8);
  const total = totalCents(order) + (shuttle ? 8900 * group.quantity : 0);
  const body = `<div style="background:#ffe9c7;padding:24px 0;font-family:'Futura','Trebuchet MS',sans-serif;color:#3b1f0e">
<div style="max-width:600px;margin:0 auto;background:#fff8ee;border-radius:16px;overflow:hidden">
<div style="background:linear-gradient(#ff8a3d,#ffb347);padding:30px;text-align:center;color:#fff;font-size:30px;font-weight:bold;letter-spacing:3px">SUNDIAL ☀ FESTIVAL</div>
<div style="padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0">You're in, ${esc(order.buyer.first)}! ☀</p>
<p>${esc(group.event.name)}<br>${esc(dates)}<br>${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}, ${esc(group.event.venue.region)}</p>
<table cellpadding="6" style="width:100%;font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #f1d7b5"><td>${esc(group.area!)}</td><td align="center">× ${group.quantity}</td><td align="right">${esc(money(group.unitPriceCents * group.quantity, 'USD', 'en'))}</td></tr>
${shuttle ? `<tr style="border-bottom:1px solid #f1d7b5"><td>Weekend Shuttle Pass (Palm Springs loop)</td><td align="center">× ${group.quantity}</td><td align="right">${esc(money(8900 * group.quantity, 'USD', 'en'))}</td></tr>` : ''}
<tr><td colspan="2"><b>Total incl. fees</b></td><td align="right"><b>${esc(money(Math.round(total * 1.12), 'USD', 'en'))}</b></td></tr></table>
<p style="font-size:14px">Your wristbands ship in June to:<br>${esc(order.buyer.first)} ${esc(order.buyer.last)}, ${rng.int(100, 9999)} ${esc(rng.pick(['Maple Ave', 'Sunset Blvd', 'Oak Street', 'Cedar Lane']))}, ${esc(rng.pick(['Pasadena, CA 91101', 'Tucson, AZ 85701', 'Portland, OR 97205']))}<br>Activate your wristband before arriving. Order #${esc(order.number)}</p>
<p style="font-size:13px;color:#8a5a2b">LINEUP SNEAK PEEK: ${lineup.map(esc).join(' · ')} &amp; many more</p>
<p style="font-size:11px;color:#a07a55">Sundial Festival LLC · PO Box 2026, Palm Springs, CA 92263 · <a href="https://sundialfest.com/unsubscribe">Unsubscribe</a></p>
</div></div></div>`;
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Sundial Festival',
      fromAddress: `tickets@${domain}`,
      domain,
      subject: `Your Sundial Festival 2026 order #${order.number}`,
    }),
    html: page({
      title: 'Sundial Festival',
      body,
      preheader: 'Wristbands ship in June. Here is everything you need to know.',
    }),
    encoding: 'base64',
  });
};

export const sundial: VendorStyle = {
  key: 'sundial',
  name: 'Sundial Festival',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'marketing')
      return marketing(d, {
        name: 'Sundial Festival',
        domain,
        lang: 'en',
        accent: '#ff8a3d',
        zone: 'America/Los_Angeles',
      });
    return confirmation(d, makeSundialOrder(ctx));
  },
};
