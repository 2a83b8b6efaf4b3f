import { serverMessage } from '@/lib/api-client';

/** The server's message for a failed call, else the error's own (a network failure says 'Failed to fetch'). */
export function errorMessage(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : 'Unknown error');
}
