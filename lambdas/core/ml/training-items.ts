import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { verifiedTickets } from './verified-tickets.ts';

/** spec 001 §3 Training item. */
export interface TrainingItem {
  id: string;
  confidence: number;
  extractedData: {
    eventName: string;
    eventDate: string | null;
    venue: string | null;
    section: string | null;
    row: string | null;
    seats: string | null;
    quantity: number | null;
  };
}

export const toTrainingItem = (ticket: Ticket): TrainingItem => ({
  id: ticket.ticketId,
  confidence: ticket.extractionConfidence,
  extractedData: {
    eventName: ticket.eventName,
    eventDate: ticket.eventDate ?? null,
    venue: ticket.venue ?? null,
    section: ticket.section ?? null,
    row: ticket.row ?? null,
    seats: ticket.seats ?? null,
    quantity: ticket.quantity ?? null,
  },
});

/** The admins' verified and corrected tickets, the data each training adds to the shipped corpus. */
export async function trainingItems(data: DataLayer = db()): Promise<TrainingItem[]> {
  return (await verifiedTickets(data)).map(toTrainingItem);
}
