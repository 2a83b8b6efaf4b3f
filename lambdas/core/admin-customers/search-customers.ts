import { db, type DataLayer } from '../db/client.ts';
import { BadRequestError } from '../http/errors.ts';
import {
  adminCustomerAttributes,
  toAdminCustomerView,
  type AdminCustomerSource,
  type AdminCustomerView,
} from './customer-view.ts';

export const MIN_SEARCH_LENGTH = 3;
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;
export const SEARCH_TOO_SHORT = 'Please enter at least 3 characters to search';
/**
 * ElectroDB's `count` alone reads whole 1 MB pages and then returns `count` items; a DynamoDB `Limit`
 * of the same size reads no more than the search can show. Should the role filter drop an admin,
 * ElectroDB reads on (another `limit` items) until it has `count` or the prefix is exhausted.
 */
const atMost = (limit: number) => ({ count: limit, limit });
/** "Mary Ann Smith" may be first name "Mary Ann": at most this many first/last splits are tried. */
const MAX_NAME_SPLITS = 3;

/**
 * Customer search of the admin console (spec 001 §2.13): prefix match on e-mail, transfer e-mail,
 * first name, last name and "first last", case-insensitive (ElectroDB lower-cases key values, and the
 * query is lower-cased too). Every pattern is a Query reading at most `limit` items of only the
 * attributes a view needs; they run in parallel, results are merged in that order, de-duplicated,
 * admins left out, and cut to `limit`.
 */
export async function searchCustomers(
  rawQuery: string,
  limit = DEFAULT_SEARCH_LIMIT,
  data: DataLayer = db(),
): Promise<AdminCustomerView[]> {
  const query = rawQuery.trim().toLowerCase().replace(/\s+/g, ' ');
  if (query.length < MIN_SEARCH_LENGTH) throw new BadRequestError(SEARCH_TOO_SHORT);

  const byEmail = byEmailPrefix(query, limit, data);
  const found = await Promise.all([
    byEmail,
    byTransferEmailPrefix(query, limit, byEmail, data),
    ...fullNameSplits(query).map(([first, last]) => byFullNamePrefix(first, last, limit, data)),
    byFirstNamePrefix(query, limit, data),
    byLastNamePrefix(query, limit, data),
  ]);
  const merged = new Map<string, AdminCustomerSource>();
  for (const user of found.flat()) {
    if (user.role === 'customer' && !merged.has(user.userId)) merged.set(user.userId, user);
  }
  return [...merged.values()].slice(0, limit).map(toAdminCustomerView);
}

/** Query options: at most `limit` customers, only the attributes of the view. */
const readOptions = (limit: number) => ({ ...atMost(limit), attributes: [...adminCustomerAttributes] });

async function byEmailPrefix(query: string, limit: number, data: DataLayer) {
  const { data: users } = await data.users.query
    .usersByEmail({})
    .begins({ email: query })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(readOptions(limit));
  return users;
}

async function byFirstNamePrefix(query: string, limit: number, data: DataLayer) {
  const { data: users } = await data.users.query
    .usersByName({})
    .begins({ firstName: query })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(readOptions(limit));
  return users;
}

async function byLastNamePrefix(query: string, limit: number, data: DataLayer) {
  const { data: users } = await data.users.query
    .usersByLastName({})
    .begins({ lastName: query })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(readOptions(limit));
  return users;
}

async function byFullNamePrefix(first: string, last: string, limit: number, data: DataLayer) {
  const { data: users } = await data.users.query
    .usersByName({ firstName: first })
    .begins({ lastName: last })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(readOptions(limit));
  return users;
}

/** "mary ann smith" → [mary, ann smith], [mary ann, smith]. */
function fullNameSplits(query: string): [string, string][] {
  const words = query.split(' ');
  const splits: [string, string][] = [];
  for (let at = 1; at < words.length && splits.length < MAX_NAME_SPLITS; at += 1) {
    splits.push([words.slice(0, at).join(' '), words.slice(at).join(' ')]);
  }
  return splits;
}

/**
 * Transfer addresses are uniqueness items, searchable by prefix (sparse gsi1); then the owners by
 * id. E-mail matches come first in the results: owners they already hold are not read again, and
 * none are when they alone fill the page ("oliv" finds olivia.… e-mails and transfer addresses).
 */
async function byTransferEmailPrefix(
  query: string,
  limit: number,
  byEmail: Promise<AdminCustomerSource[]>,
  data: DataLayer,
): Promise<AdminCustomerSource[]> {
  const [{ data: claims }, earlier] = await Promise.all([
    data.uniqueValues.query
      .uniqueValuesByKind({ kind: 'transferEmail' })
      .begins({ value: query })
      .go({ ...atMost(limit), attributes: ['ownerId'] }),
    byEmail,
  ]);
  if (earlier.length >= limit) return [];
  const known = new Set(earlier.map((user) => user.userId));
  return usersById(
    claims.map((claim) => claim.ownerId).filter((id) => !known.has(id)),
    data,
  );
}

async function usersById(ids: string[], data: DataLayer): Promise<AdminCustomerSource[]> {
  if (ids.length === 0) return [];
  const { data: users } = await data.users
    .get(ids.map((userId) => ({ userId })))
    .go({ attributes: [...adminCustomerAttributes] });
  const byId = new Map(users.map((user) => [user.userId, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
