/** The listing fields an audit entry of a ticket change compares (contract "AdminListing"). */
export const auditedListingFields = [
  'customerId',
  'status',
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'listedPrice',
  'floorPrice',
  'soldPrice',
] as const;
