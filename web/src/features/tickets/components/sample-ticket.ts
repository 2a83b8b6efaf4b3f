import type { CustomerTicket } from '../api/get-tickets';

/** spec 000 §2 preview mode: a sample card, clearly labelled as such, with its buttons disabled. */
export const sampleTicket: CustomerTicket = {
  id: 'preview',
  eventName: 'Sample Event · Preview',
  venue: 'Your venue',
  eventDate: null,
  section: '112',
  row: 'K',
  seats: '7,8',
  quantity: 2,
  status: 'pending',
  listedPrice: null,
  floorPrice: null,
  soldPrice: null,
  underReview: false,
};
