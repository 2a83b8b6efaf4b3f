import type { gmail_v1 } from '@googleapis/gmail';
import { isGone } from './gmail-errors.ts';
import { buildMessageQuery, matchesKeywords } from './message-query.ts';

export interface NewMessages {
  /** Gmail message ids, oldest first. */
  ids: string[];
  /** The mailbox's history position after these messages: the next sync starts from here. */
  historyId: string | undefined;
  mode: 'history' | 'full';
}

// Bounds of one sync; what a sync leaves is taken by the next (history ids stay valid about a week).
export const MAX_LIST_PAGES = 5;
const LIST_PAGE_SIZE = 100;
const HISTORY_PAGE_SIZE = 500;
const METADATA_CONCURRENCY = 4;

// Same rule as isIncoming for the search: what the mailbox's owner wrote is no ticket mail to take.
const OWN_MAIL = '-in:sent -in:drafts';

/** Mail that arrived in the mailbox, not what its owner wrote or Gmail put aside. */
function isIncoming(labelIds: readonly string[] | null | undefined): boolean {
  const labels = new Set(labelIds ?? []);
  if (labels.has('DRAFT') || labels.has('SPAM') || labels.has('TRASH')) return false;
  return !labels.has('SENT') || labels.has('INBOX');
}

/** First sync (or an expired history id): the newest messages matching the keywords. */
async function listByQuery(api: gmail_v1.Gmail, keywords: string): Promise<NewMessages> {
  // Read the position first, so nothing arriving during the listing falls between the two.
  const { data: profile } = await api.users.getProfile({ userId: 'me' });
  const q = [buildMessageQuery(keywords), OWN_MAIL].filter(Boolean).join(' ');
  const ids: string[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
    const { data } = await api.users.messages.list({
      userId: 'me',
      maxResults: LIST_PAGE_SIZE,
      q,
      ...(pageToken ? { pageToken } : {}),
    });
    ids.push(...(data.messages ?? []).flatMap((message) => (message.id ? [message.id] : [])));
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) break;
  }
  return { ids: ids.reverse(), historyId: profile.historyId ?? undefined, mode: 'full' };
}

/** Gmail offers no search over history: read subject and snippet and apply the keywords here. */
async function keepMatching(api: gmail_v1.Gmail, ids: string[], keywords: string): Promise<string[]> {
  const keep = new Array<boolean>(ids.length).fill(false);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const data = await api.users.messages
        .get({ userId: 'me', id: ids[index]!, format: 'metadata', metadataHeaders: ['Subject'] })
        .then(
          (response) => response.data,
          (error: unknown) => {
            if (isGone(error)) return undefined;
            throw error;
          },
        );
      if (!data) continue;
      const subject = data.payload?.headers?.find((header) => header.name?.toLowerCase() === 'subject');
      keep[index] =
        isIncoming(data.labelIds) &&
        matchesKeywords(keywords, `${subject?.value ?? ''}\n${data.snippet ?? ''}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(METADATA_CONCURRENCY, ids.length) }, worker));
  return ids.filter((_, index) => keep[index]);
}

/** Messages added since `startHistoryId`; undefined when Gmail no longer knows that position (404). */
async function listByHistory(
  api: gmail_v1.Gmail,
  startHistoryId: string,
  keywords: string,
): Promise<NewMessages | undefined> {
  const added: string[] = [];
  let historyId: string | undefined;
  let pageToken: string | undefined;
  try {
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      const { data } = await api.users.history.list({
        userId: 'me',
        startHistoryId,
        historyTypes: ['messageAdded'],
        maxResults: HISTORY_PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      });
      for (const record of data.history ?? []) {
        for (const { message } of record.messagesAdded ?? []) {
          if (message?.id && isIncoming(message.labelIds)) added.push(message.id);
        }
      }
      pageToken = data.nextPageToken ?? undefined;
      // Only a complete listing may move the position; a partial one is continued from the same place.
      if (!pageToken) historyId = data.historyId ?? undefined;
      if (!pageToken) break;
    }
  } catch (error) {
    if (isGone(error)) return undefined;
    throw error;
  }
  const ids = await keepMatching(api, [...new Set(added)], keywords);
  return { ids, historyId, mode: 'history' };
}

/**
 * The mailbox's messages this sync should take: incremental from the stored history id, or, on the
 * first sync and when that id has expired, the newest messages matching the keywords.
 */
export async function listNewMessages(
  api: gmail_v1.Gmail,
  options: { historyId: string | undefined; keywords: string },
): Promise<NewMessages> {
  if (options.historyId) {
    const incremental = await listByHistory(api, options.historyId, options.keywords);
    if (incremental) return incremental;
  }
  return listByQuery(api, options.keywords);
}
