import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { call, type ApiReply } from '../accounts/account-client.ts';

/** Helpers for the admin customer-management suites: calls as the admin console makes them. */

export interface AdminCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  transferEmail: string | null;
  phone: string | null;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  emailConfirmed: boolean;
  mustChangePassword: boolean;
}

export interface AdminListing {
  id: string;
  customerId: string;
  ticketId: string | null;
  status: string;
  eventName: string;
  eventDate: string | null;
  venue: string | null;
  section: string | null;
  row: string | null;
  seats: string | null;
  quantity: number;
  listedPrice: number | null;
  floorPrice: number | null;
  soldPrice: number | null;
  underReview: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AuditItem {
  id: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  summary: string | null;
  createdAt: string;
}

/** An admin console bound to one admin session. */
export function adminApi(target: LocalTarget, cookie: string) {
  const as = <T>(method: string, path: string, body?: unknown): Promise<ApiReply<T>> =>
    call<T>(target, method, path, { cookie, body });
  return {
    search: (q: string, limit?: number) =>
      as<{ success: boolean; items: AdminCustomer[]; message?: string }>(
        'GET',
        `/api/admin/customers/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
      ),
    customer: (id: string) =>
      as<{ success: boolean; customer: AdminCustomer; message?: string }>(
        'GET',
        `/api/admin/customers/${id}`,
      ),
    patch: (id: string, body: Record<string, unknown>) =>
      as<{ success: boolean; message: string; customer: AdminCustomer }>(
        'PATCH',
        `/api/admin/customers/${id}`,
        body,
      ),
    tickets: (id: string) =>
      as<{ success: boolean; items: AdminListing[] }>('GET', `/api/admin/customers/${id}/tickets`),
    addTicket: (id: string, body: Record<string, unknown>) =>
      as<{ success: boolean; message: string; ticket: AdminListing }>(
        'POST',
        `/api/admin/customers/${id}/tickets`,
        body,
      ),
    updateTicket: (listingId: string, body: Record<string, unknown>) =>
      as<{ success: boolean; message: string; ticket: AdminListing }>(
        'PUT',
        `/api/admin/tickets/${listingId}`,
        body,
      ),
    deleteTicket: (listingId: string) =>
      as<{ success: boolean; message: string }>('DELETE', `/api/admin/tickets/${listingId}`),
    paymentMethods: (id: string) =>
      as<{ success: boolean; items: Record<string, unknown>[] }>(
        'GET',
        `/api/admin/customers/${id}/payment-methods`,
      ),
    sendReset: (id: string) =>
      as<{ success: boolean; message: string }>('POST', `/api/admin/customers/${id}/reset-password`, {
        sendEmail: true,
      }),
    setPassword: (id: string, newPassword: string) =>
      as<{ success: boolean; message: string }>('POST', `/api/admin/customers/${id}/change-password`, {
        newPassword,
      }),
    auditLog: (query = '') =>
      as<{ success: boolean; items: AuditItem[]; nextCursor: string | null }>(
        'GET',
        `/api/admin/audit-log${query}`,
      ),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
