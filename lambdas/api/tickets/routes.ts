import type { RouteDefinition } from '../route-types.ts';

// spec 001 §2.2 Extracted tickets, §2.9 Data management; issue 7 admin contract. Static paths come
// before `{id}` paths: the local matcher takes the first route that matches.
export const ticketsRoutes = [
  { method: 'GET', path: '/api/tickets', area: 'tickets', access: 'admin', operation: 'listTickets' },
  {
    method: 'GET',
    path: '/api/tickets/upcoming',
    area: 'tickets',
    access: 'admin',
    operation: 'listUpcomingTickets',
  },
  {
    method: 'GET',
    path: '/api/tickets/needs-review',
    area: 'tickets',
    access: 'admin',
    operation: 'getTicketNeedingReview',
  },
  {
    method: 'GET',
    path: '/api/tickets/duplicates',
    area: 'tickets',
    access: 'admin',
    operation: 'listDuplicates',
  },
  {
    method: 'POST',
    path: '/api/tickets/remove-duplicates',
    area: 'tickets',
    access: 'admin',
    operation: 'removeDuplicates',
  },
  {
    method: 'GET',
    path: '/api/tickets/export',
    area: 'tickets',
    access: 'admin',
    operation: 'exportTickets',
  },
  { method: 'DELETE', path: '/api/tickets', area: 'tickets', access: 'admin', operation: 'clearTickets' },
  { method: 'DELETE', path: '/api/data', area: 'tickets', access: 'admin', operation: 'clearAllData' },
  {
    method: 'GET',
    path: '/api/tickets/{id}/details',
    area: 'tickets',
    access: 'admin',
    operation: 'getTicketDetails',
  },
  {
    method: 'PATCH',
    path: '/api/tickets/{id}/verify',
    area: 'tickets',
    access: 'admin',
    operation: 'verifyTicket',
  },
  {
    method: 'PATCH',
    path: '/api/tickets/{id}',
    area: 'tickets',
    access: 'admin',
    operation: 'correctTicket',
  },
] as const satisfies readonly RouteDefinition[];
