/**
 * Mails that look like tickets but are not: phishing that imitates a ticket vendor (seats and all),
 * parking reservations, restaurant bookings, flight confirmations with a seat and row, hotel stays
 * near a venue. Gold class 'other', no tickets.
 */
import { addDays, addMinutes, formatDate, isoInZone, zoneAbbreviation } from '../calendar.ts';
import { Draft, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { makePkpass } from '../attachments/pkpass.ts';
import { makeEvent, quantityOf, reservedGroup } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { brandSpec, sentAt } from './brand-mail.ts';

const imitated = [
  { name: 'TicketHub', domain: 'tickethub-account-security.com', color: '#026cdf' },
  { name: 'TicketHub Support', domain: 'tlckethub.com', color: '#026cdf' },
  { name: 'SeatSquare', domain: 'seatsquare-verify.net', color: '#16181d' },
  { name: 'StubNation', domain: 'stubnation.support-center.io', color: '#ff5a1f' },
];

export const phishing: VendorStyle = {
  key: 'phishing',
  name: 'Phishing (imitates ticket vendors)',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const fake = rng.pick(imitated);
    const event = makeEvent(rng, { lang: 'en', venues: venuesIn(['US'], ['arena', 'stadium']) });
    const group = reservedGroup(rng, event, quantityOf(rng));
    const variant = rng.int(0, 2);
    d.note(
      `Phishing from ${fake.domain}, imitating ${fake.name}: it names an event and seats but is not a ticket mail.`,
    );
    const subject = [
      `Action required: your tickets for ${event.name} are on hold`,
      `Your ${fake.name} account has been suspended`,
      `Refund available for ${event.name} – confirm your details`,
    ][variant]!;
    const lure = [
      `We could not verify the payment for your order. Your ${group.quantity} tickets (SEC ${group.section} ROW ${group.row} SEATS ${group.seats.join(', ')}) for <b>${esc(event.name)}</b> on ${esc(formatDate(event.start, '{MMMM} {d}'))} will be released in 24 hours unless you verify your card.`,
      `Unusual sign-in activity was detected on your account. To keep your upcoming tickets for ${esc(event.name)}, confirm your identity within 12 hours.`,
      `The event ${esc(event.name)} at ${esc(event.venue.name)} has been rescheduled. You are eligible for a full refund of ${rng.int(180, 640)}.00 USD. Enter your bank details to receive it.`,
    ][variant]!;
    const link = `http://${fake.domain}/secure/${rng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 24)}`;
    const body = `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;border:1px solid #ddd">
<div style="background:${fake.color};color:#fff;padding:14px;font-size:20px;font-weight:bold">${esc(fake.name.replace(' Support', ''))}</div>
<div style="padding:18px;font-size:14px;line-height:20px"><p>Dear Customer,</p><p>${lure}</p>
<p style="text-align:center"><a href="${link}" style="background:#d00;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold">VERIFY NOW</a></p>
<p style="font-size:11px;color:#999">This is an automated security notice. ${esc(fake.name)} Inc. All rights reserved.</p></div></div>`;
    return d.finish({
      ...brandSpec(
        d,
        { name: fake.name, domain: fake.domain, lang: 'en', accent: fake.color },
        rng.pick(['security', 'no-reply', 'alerts']),
        subject,
      ),
      replyTo: {
        address: `support.${rng.digits(4)}@${rng.pick(['mail.ru', 'protonmail.com', 'outlook.com'])}`,
      },
      html: page({ title: fake.name, body }),
      encoding: 'base64',
    });
  },
};

export const parkwise: VendorStyle = {
  key: 'parkwise',
  name: 'ParkWise',
  lang: 'en',
  async render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const event = makeEvent(rng, { lang: 'en', venues: venuesIn(['US'], ['arena', 'stadium', 'theatre']) });
    const from = addMinutes(event.start, -180);
    const until = addMinutes(event.start, 300);
    const lot = `${rng.pick(['Garage', 'Lot', 'Surface Lot'])} ${rng.pick(['A', 'B', 'C', '4', '7'])}`;
    const code = rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8);
    d.note(`Parking reservation near ${event.venue.name} for ${event.name}: not a ticket.`);
    if (rng.chance(0.5)) {
      const pass = await makePkpass({
        serialNumber: code,
        organizationName: 'ParkWise',
        description: 'ParkWise parking pass',
        teamIdentifier: 'PKW2X8L4Q1',
        passTypeIdentifier: 'pass.com.parkwise.parking',
        relevantDate: isoInZone(from, event.venue.timeZone),
        header: [{ key: 'date', label: 'DATE', value: formatDate(from, '{MMM} {d}') }],
        primary: [{ key: 'lot', label: 'PARKING', value: lot }],
        secondary: [{ key: 'event', label: 'EVENT', value: event.name }],
        auxiliary: [{ key: 'entry', label: 'ENTER AFTER', value: formatDate(from, '{h}:{mm} {a}') }],
        back: [{ key: 'rules', label: 'Rules', value: 'One vehicle. No overnight parking.' }],
        barcode: code,
        colors: { background: 'rgb(0,120,90)', foreground: 'rgb(255,255,255)', label: 'rgb(200,255,230)' },
        style: 'generic',
      });
      d.attach({
        filename: 'ParkingPass.pkpass',
        contentType: 'application/vnd.apple.pkpass',
        content: pass,
      });
    }
    const body = `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto">
<h2 style="color:#00785a">Your parking is reserved</h2>
<p>Event parking for <b>${esc(event.name)}</b></p>
<table cellpadding="5" style="font-size:14px"><tr><td>Location</td><td>${esc(lot)} – ${esc(event.venue.name)}, ${esc(event.venue.city)}</td></tr>
<tr><td>Enter after</td><td>${esc(formatDate(from, '{EEE}, {MMM} {d}, {yyyy} {h}:{mm} {a}'))}</td></tr>
<tr><td>Exit before</td><td>${esc(formatDate(until, '{EEE}, {MMM} {d}, {yyyy} {h}:{mm} {a}'))}</td></tr>
<tr><td>Space</td><td>Level ${rng.int(1, 5)}, Row ${rng.pick(['B', 'D', 'F'])} (first come, first served)</td></tr>
<tr><td>Reservation</td><td>${code}</td></tr>
<tr><td>Total</td><td>$${rng.int(18, 45)}.00</td></tr></table>
<p style="font-size:12px;color:#666">Show this pass at the gate. Oversized vehicles pay on site. ParkWise, Inc. · Austin, TX</p></div>`;
    return d.finish({
      ...brandSpec(
        d,
        { name: 'ParkWise', domain: 'parkwise.com', lang: 'en', accent: '#00785a' },
        'reservations',
        `Parking confirmed: ${event.name} – ${formatDate(from, '{MMM} {d}')}`,
      ),
      html: page({ title: 'ParkWise', body }),
      text: `Your parking is reserved\nEvent parking for ${event.name}\n${lot} - ${event.venue.name}\nEnter after ${formatDate(from, '{EEE}, {MMM} {d}, {yyyy} {h}:{mm} {a}')}\nReservation ${code}\n`,
      encoding: 'quoted-printable',
    });
  },
};

const restaurants = [
  'Trattoria Bellini',
  'The Copper Kettle',
  'Osteria Lanterna',
  'Harbor & Vine',
  'Bistro Margaux',
  'Sakura Yard',
];

export const tablebook: VendorStyle = {
  key: 'tablebook',
  name: 'TableBook',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const name = rng.pick(restaurants);
    const at = {
      ...sentAt(rng),
      hour: rng.pick([17, 18, 19, 20]),
      minute: rng.pick([0, 15, 30, 45]),
      second: 0,
    };
    const party = rng.int(2, 6);
    const near = rng.pick(venuesIn(['US'], ['arena', 'theatre']));
    d.note('Restaurant reservation: party size, date and a table number, but no ticket.');
    const body = `<div style="font-family:Georgia,serif;max-width:540px;margin:0 auto;color:#2a2a2a">
<p style="font-size:12px;letter-spacing:.2em;color:#da3743">TABLEBOOK</p>
<h1 style="font-size:26px;font-weight:normal">You're all set at ${esc(name)}</h1>
<p style="font-size:16px">Party of ${party}<br>${esc(formatDate(at, '{EEEE}, {MMMM} {d}, {yyyy}'))} at ${esc(formatDate(at, '{h}:{mm} {a}'))}<br>Table ${rng.int(2, 40)} · Patio</p>
<p style="font-size:14px">${esc(name)} · ${rng.int(10, 900)} ${esc(rng.pick(['Main St', 'Water St', 'Market St']))}, ${esc(near.city)}, ${esc(near.region)}<br>Two blocks from ${esc(near.name)} — perfect before the show!</p>
<p style="font-size:13px">Confirmation #${rng.digits(8)} · Need to cancel? Please give 24 hours' notice.</p>
<p style="font-size:11px;color:#999">You earned 100 points with this reservation. TableBook, San Francisco, CA.</p></div>`;
    return d.finish({
      ...brandSpec(
        d,
        { name: 'TableBook', domain: 'tablebook.com', lang: 'en', accent: '#da3743' },
        'reservations',
        `Reservation confirmed: ${name}, ${formatDate(at, '{EEE} {MMM} {d}')} at ${formatDate(at, '{h}:{mm} {a}')}`,
      ),
      html: page({ title: 'TableBook', body }),
      ...(rng.chance(0.5)
        ? {
            text: `You're all set at ${name}\nParty of ${party}\n${formatDate(at, '{EEEE}, {MMMM} {d}, {yyyy}')} at ${formatDate(at, '{h}:{mm} {a}')}\n`,
          }
        : {}),
      encoding: 'quoted-printable',
    });
  },
};

const airports = [
  { code: 'SEA', city: 'Seattle', zone: 'America/Los_Angeles' },
  { code: 'ORD', city: 'Chicago', zone: 'America/Chicago' },
  { code: 'DEN', city: 'Denver', zone: 'America/Denver' },
  { code: 'BOS', city: 'Boston', zone: 'America/New_York' },
  { code: 'AMS', city: 'Amsterdam', zone: 'Europe/Amsterdam' },
  { code: 'MAD', city: 'Madrid', zone: 'Europe/Madrid' },
];

export const skylarkAir: VendorStyle = {
  key: 'skylark-air',
  name: 'Skylark Air',
  lang: 'en',
  async render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const [from, to] = rng.sample(airports, 2);
    const depart = { ...sentAt(rng), minute: rng.pick([5, 20, 35, 50]), second: 0 };
    const row = rng.int(3, 38);
    const seat = `${row}${rng.pick(['A', 'C', 'D', 'F'])}`;
    const flight = `SK ${rng.int(100, 2999)}`;
    const locator = rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 6);
    d.note('Flight confirmation with a seat, a row and a gate: not an event ticket.');
    if (rng.chance(0.5)) {
      const pass = await makePkpass({
        serialNumber: locator,
        organizationName: 'Skylark Air',
        description: 'Boarding pass',
        teamIdentifier: 'SKY8B4N2R5',
        passTypeIdentifier: 'pass.com.skylarkair.boarding',
        relevantDate: isoInZone(addMinutes(depart, -45), from!.zone),
        header: [{ key: 'gate', label: 'GATE', value: `${rng.pick(['B', 'C', 'D'])}${rng.int(1, 40)}` }],
        primary: [
          { key: 'origin', label: from!.city.toUpperCase(), value: from!.code },
          { key: 'destination', label: to!.city.toUpperCase(), value: to!.code },
        ],
        secondary: [
          { key: 'seat', label: 'SEAT', value: seat },
          { key: 'row', label: 'ROW', value: String(row) },
          { key: 'section', label: 'ZONE', value: String(rng.int(1, 5)) },
        ],
        auxiliary: [
          { key: 'boarding', label: 'BOARDING', value: formatDate(addMinutes(depart, -40), '{h}:{mm} {a}') },
        ],
        back: [{ key: 'flight', label: 'Flight', value: flight }],
        barcode: `M1${ctx.recipient.last.toUpperCase()}/${ctx.recipient.first.toUpperCase()} E${locator}`,
        colors: { background: 'rgb(10,60,140)', foreground: 'rgb(255,255,255)', label: 'rgb(170,200,255)' },
        style: 'boardingPass',
      });
      d.attach({
        filename: 'BoardingPass.pkpass',
        contentType: 'application/vnd.apple.pkpass',
        content: pass,
      });
    }
    const body = `<div style="font-family:Helvetica,Arial,sans-serif;max-width:600px;margin:0 auto">
<div style="background:#0a3c8c;color:#fff;padding:14px 18px;font-size:20px">Skylark Air ✈</div>
<p>Hi ${esc(ctx.recipient.first)}, you're confirmed! Booking reference <b>${locator}</b>.</p>
<table cellpadding="6" style="font-size:14px;border:1px solid #ccd">
<tr><td>Flight</td><td>${flight}</td></tr>
<tr><td>Departs</td><td>${esc(from!.city)} (${from!.code}) ${esc(formatDate(depart, '{EEE}, {MMM} {d}, {yyyy} {h}:{mm} {a}'))} ${zoneAbbreviation(depart, from!.zone)}</td></tr>
<tr><td>Arrives</td><td>${esc(to!.city)} (${to!.code}) ${esc(formatDate(addDays(depart, 0), '{EEE}, {MMM} {d}'))}</td></tr>
<tr><td>Seat</td><td>Row ${row}, Seat ${seat} (Main Cabin)</td></tr>
<tr><td>Passengers</td><td>${rng.int(1, 3)}</td></tr></table>
<p style="font-size:12px;color:#666">Check in opens 24 hours before departure. Bags: 1 personal item included.</p></div>`;
    return d.finish({
      ...brandSpec(
        d,
        { name: 'Skylark Air', domain: 'skylarkair.com', lang: 'en', accent: '#0a3c8c', zone: from!.zone },
        'reservations',
        `Your trip confirmation – ${from!.code} to ${to!.code} (${locator})`,
      ),
      html: page({ title: 'Skylark Air', body }),
      encoding: 'quoted-printable',
    });
  },
};

export const staylane: VendorStyle = {
  key: 'staylane',
  name: 'StayLane',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const event = makeEvent(rng, { lang: 'en', venues: venuesIn(['US', 'CA'], ['arena', 'stadium']) });
    const checkIn = { ...event.start, hour: 15, minute: 0 };
    const nights = rng.int(1, 3);
    d.note(`Hotel booking timed around ${event.name}: not a ticket.`);
    const body = `<div style="font-family:Verdana,sans-serif;max-width:560px;margin:0 auto;font-size:13px">
<h2 style="color:#7a3cff">Booking confirmed</h2>
<p>${esc(rng.pick(['Hotel Marlowe', 'The Beacon Suites', 'Northgate Inn']))}, ${esc(event.venue.city)} — just 0.4 mi from ${esc(event.venue.name)}</p>
<p>Check-in: ${esc(formatDate(checkIn, '{EEE}, {MMM} {d}, {yyyy}'))} from 3:00 PM<br>Check-out: ${esc(formatDate(addDays(checkIn, nights), '{EEE}, {MMM} {d}, {yyyy}'))} until 11:00 AM<br>
Room ${rng.int(2, 18)}${String(rng.int(1, 40)).padStart(2, '0')} · ${nights} night(s) · 2 guests</p>
<p>Going to <b>${esc(event.name)}</b>? Show your event ticket at the front desk for a free drink.</p>
<p style="font-size:11px;color:#888">Confirmation ${rng.digits(10)} · StayLane Travel</p></div>`;
    return d.finish({
      ...brandSpec(
        d,
        { name: 'StayLane', domain: 'staylane.com', lang: 'en', accent: '#7a3cff' },
        'bookings',
        `Booking confirmed in ${event.venue.city}`,
      ),
      html: page({ title: 'StayLane', body }),
      encoding: 'base64',
    });
  },
};
