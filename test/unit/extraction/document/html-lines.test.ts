import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { composeMail } from './support/compose-mail.ts';
import { vendor } from './support/vendor-message.ts';

const linesOf = async (html: string, text?: string) => {
  const raw = await composeMail({
    from: vendor.from,
    to: 'sam@example.com',
    subject: vendor.subject,
    html,
    text,
  });
  return (await parseDocument(raw)).lines;
};

describe('the lines parseDocument makes of HTML', () => {
  it('joins the cells of a table row with a pipe so labels stay beside their values', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Section</td><td>104</td></tr>
      <tr><th>Row</th><td>F</td></tr>
      <tr><td><b>Seat</b><br>7</td><td><b>Gate</b><br>B</td></tr>
    </table>`);

    expect(lines).toEqual(['Section | 104', 'Row | F', 'Seat 7 | Gate B']);
  });

  it("reads boxes side by side, each a label over its value ('VAK<br>212'), as a label and value each", async () => {
    const box = (label: string, value: string) =>
      `<span style="display:inline-block;min-width:64px;"><span>${label}</span><br><b>${value}</b></span>`;
    const lines = await linesOf(`<table><tr>
      <td>${box('Vak', '212')} ${box('Rij', '8')} ${box('Stoel', '14')}</td>
      <td>Regulier zitplaats<br>€ 79,50</td>
    </tr></table>`);

    expect(lines).toEqual(['Vak 212, Rij 8, Stoel 14 | Regulier zitplaats € 79,50']);
  });

  it('keeps the line breaks of a name over its address as commas', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Location</td><td>Twin Oaks Ballroom<br>455 Hennepin Loop<br>Minneapolis, MN 55401</td></tr>
    </table>`);

    expect(lines).toEqual(['Location | Twin Oaks Ballroom, 455 Hennepin Loop, Minneapolis, MN 55401']);
  });

  it.each([
    ['Gran Teatro Nacional', 'Av. Javier Prado Este 2225, San Borja, Lima'],
    ['Teatro Lara', 'Corredera Baja de San Pablo, 15 · 28004 Madrid'],
    ['Ziggo Dome', 'De Passage 100, Amsterdam'],
  ])('also when the street is abbreviated or has no word for street: %s / %s', async (venue, street) => {
    const lines = await linesOf(`<table><tr><td>Lugar</td><td>${venue}<br>${street}</td></tr></table>`);

    expect(lines).toEqual([`Lugar | ${venue}, ${street}`]);
  });

  it("also under a one-word name when a street follows ('L'Olympia' / '28 boulevard des Capucines')", async () => {
    const lines = await linesOf(`<table>
      <tr><td>Salle</td><td>L'Olympia<br>28 boulevard des Capucines<br>75009 Paris</td></tr>
      <tr><td>Section</td><td>Orchestre<br>101</td></tr>
    </table>`);

    expect(lines).toEqual([
      "Salle | L'Olympia, 28 boulevard des Capucines, 75009 Paris",
      'Section | Orchestre 101',
    ]);
  });

  it('also when the house numbers are a range ("268-269 Tottenham Court Road")', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Venue</td><td>Dominion Theatre<br>268-269 Tottenham Court Road</td></tr>
    </table>`);

    expect(lines).toEqual(['Venue | Dominion Theatre, 268-269 Tottenham Court Road']);
  });

  it('also when the street has no number but the town has a postcode, and never for a label over its value', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Venue</td><td>Victoria Palace Theatre<br>Victoria Street<br>London SW1E 5EA</td></tr>
      <tr><td>Doors Open<br>19:00</td><td>Order Number<br>12345</td></tr>
    </table>`);

    expect(lines).toEqual([
      'Venue | Victoria Palace Theatre, Victoria Street, London SW1E 5EA',
      'Doors Open 19:00 | Order Number 12345',
    ]);
  });

  it('also when a street without a number is followed by the rest of its address on the same line', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Where</td><td>The Louisiana<br>Wapping Road, Bristol, BS1 6UA</td></tr>
      <tr><td>Support</td><td>Ember Road<br>Kestrel Avenue</td></tr>
    </table>`);

    expect(lines).toEqual([
      'Where | The Louisiana, Wapping Road, Bristol, BS1 6UA',
      'Support | Ember Road · Kestrel Avenue',
    ]);
  });

  it('keeps a title and the subtitle under it apart, and a label and its value together', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Programm</td><td><b>Resi Kandlbauer: Nur ned hudeln</b><br>Kabarettabend mit Musik</td></tr>
      <tr><td>Stand</td><td>Block<br>12</td></tr>
    </table>`);

    expect(lines).toEqual([
      'Programm | Resi Kandlbauer: Nur ned hudeln · Kabarettabend mit Musik',
      'Stand | Block 12',
    ]);
  });

  it('also when the street is named before its number ("Calle de Atocha, 18", "Hauptstraße 5")', async () => {
    const lines = await linesOf(`<table>
      <tr><td>Recinto</td><td>Teatro Calderón<br><span>Calle de Atocha, 18 – Madrid</span></td></tr>
      <tr><td>Ort</td><td>Mainufer Arena<br>Hauptstraße 5</td></tr>
    </table>`);

    expect(lines).toEqual([
      'Recinto | Teatro Calderón, Calle de Atocha, 18 – Madrid',
      'Ort | Mainufer Arena, Hauptstraße 5',
    ]);
  });

  it('flattens layout tables that hold tables of their own', async () => {
    const lines = await linesOf(`<table><tr>
      <td><table><tr><td>Event</td><td>The Midnight Owls</td></tr></table></td>
      <td><p>Need help?</p><p>Visit our help centre.</p><p>Call us.</p><p>Write to us.</p></td>
    </tr></table>`);

    expect(lines).toEqual([
      'Event | The Midnight Owls',
      'Need help?',
      'Visit our help centre.',
      'Call us.',
      'Write to us.',
    ]);
  });

  it('puts headings, paragraphs, list items, line breaks and blocks on lines of their own', async () => {
    const lines = await linesOf(
      '<h2>Your tickets</h2><p>Hi Sam,<br>thanks for your order.</p><ul><li>Mobile entry</li><li>No re-entry</li></ul><div>Doors 7 PM</div>',
    );

    expect(lines).toEqual([
      'Your tickets',
      'Hi Sam,',
      'thanks for your order.',
      'Mobile entry',
      'No re-entry',
      'Doors 7 PM',
    ]);
  });

  it('drops scripts, styles, the head, hidden preheaders and tracking pixels', async () => {
    const lines =
      await linesOf(`<html><head><title>Title text</title><style>p { color: red }</style></head><body>
      <span style="display: none !important; mso-hide: all">Preview text you never see</span>
      <div hidden>Hidden too</div>
      <script>var tracking = 1;</script>
      <p>Visible</p>
      <img src="https://t.example.com/o.gif" width="1" height="1" style="display:block">
    </body></html>`);

    expect(lines).toEqual(['Visible']);
  });

  it('keeps the text of a body that sloppy HTML leaves inside an unclosed head', async () => {
    const lines = await linesOf('<html><head><meta charset="utf-8"><title>Order</title><p>Section 104</p>');

    expect(lines).toEqual(['Section 104']);
  });

  it('decodes entities, removes zero-width padding and collapses whitespace', async () => {
    const lines = await linesOf(
      '<p>Tom&nbsp;&amp;&nbsp;Jerry &#8211;   Live\n\t in   Concert&zwnj;&#847;</p>',
    );

    expect(lines).toEqual(['Tom & Jerry – Live in Concert']);
  });

  it('keeps link text and the address of a mailto link that hides it', async () => {
    const lines = await linesOf(
      '<p><a href="https://tickethub.com/order/1">View your order</a></p><p>Questions? <a href="mailto:help@tickethub.com">Contact us</a></p>',
    );

    expect(lines).toEqual(['View your order', 'Questions? Contact us <help@tickethub.com>']);
  });

  it('reads broken HTML without losing its text', async () => {
    const lines = await linesOf(
      '<table><tr><td>Section<td>104<tr><td>Row<td>F</table><p>Unclosed <b>bold <i>text',
    );

    expect(lines).toEqual(['Section | 104', 'Row | F', 'Unclosed bold text']);
  });

  it('keeps the line breaks of preformatted text', async () => {
    const lines = await linesOf('<pre>Section 104\nRow F\n\nSeats 7-8</pre>');

    expect(lines).toEqual(['Section 104', 'Row F', 'Seats 7-8']);
  });

  it('falls back to the plain-text part when the HTML has no text', async () => {
    const lines = await linesOf('<img src="cid:banner" alt="">', 'Section 104\r\n\r\nRow   F\r\n');

    expect(lines).toEqual(['Section 104', 'Row F']);
  });
});
