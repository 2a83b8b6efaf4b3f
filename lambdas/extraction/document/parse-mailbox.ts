import type { Mailbox } from '../types.ts';
import { normalizeSpace } from './normalize-space.ts';

const addressPattern =
  /[A-Za-z0-9._%+'!#$&*=?^`{|}~/-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/;

/**
 * Reads a mailbox as forwarded-header text writes it: 'Name <a@b>', '"Name" <a@b>', 'Name [mailto:a@b]',
 * 'a@b (Name)', Outlook's 'Name <a@b<mailto:a@b>>', or a bare name or address.
 */
export function parseMailbox(text: string): Mailbox | undefined {
  const value = normalizeSpace(text);
  if (value === '') return undefined;
  const match = addressPattern.exec(value);
  if (!match) return { name: cleanName(value) || undefined };
  const address = match[0].replace(/^mailto:/i, '').toLowerCase();
  let name = cleanName(value.slice(0, match.index).replace(/[<[(]\s*(?:mailto:)?\s*$/i, ''));
  if (name === '') {
    const after = /^\S*\s*\(([^)]+)\)/.exec(value.slice(match.index));
    if (after?.[1]) name = cleanName(after[1]);
  }
  return name === '' || name.toLowerCase() === address ? { address } : { name, address };
}

function cleanName(text: string): string {
  return text
    .replace(/^[\s"'“”‘’*_]+|[\s"'“”‘’*_,;:]+$/g, '')
    .replace(/\s+via\s*$/i, '')
    .trim();
}
