/** A vendor's ticket confirmation, as the tests forward it in every shape. */
export const vendor = {
  from: { name: 'TicketHub', address: 'orders@mail.tickethub.com' },
  subject: 'Your TicketHub order TH-123456',
  date: 'Tue, 14 Jan 2025 10:03:00 -0500',
};

export const vendorHtml = `<!DOCTYPE html><html><head><title>Order</title>
<style>.x { color: red }</style></head>
<body>
<div class="preheader" style="display:none;max-height:0;overflow:hidden">Your tickets are ready&zwnj;&nbsp;&zwnj;</div>
<h1>Your order is confirmed</h1>
<p>Order #TH-123456</p>
<table role="presentation">
  <tr><td>Event</td><td>The Midnight Owls</td></tr>
  <tr><td>Venue</td><td>Riverside Arena</td></tr>
  <tr><th>Section</th><th>Row</th><th>Seats</th></tr>
  <tr><td>104</td><td>F</td><td>7, 8</td></tr>
</table>
<img src="https://t.tickethub.com/open.gif" width="1" height="1" alt="">
</body></html>`;

export const vendorText = `Your order is confirmed
Order #TH-123456

Event: The Midnight Owls
Venue: Riverside Arena
Section 104, Row F, Seats 7, 8
`;

/** The lines a reader of vendorHtml sees. */
export const vendorLines = [
  'Your order is confirmed',
  'Order #TH-123456',
  'Event | The Midnight Owls',
  'Venue | Riverside Arena',
  'Section | Row | Seats',
  '104 | F | 7, 8',
];

export const vendorTextLines = [
  'Your order is confirmed',
  'Order #TH-123456',
  'Event: The Midnight Owls',
  'Venue: Riverside Arena',
  'Section 104, Row F, Seats 7, 8',
];
