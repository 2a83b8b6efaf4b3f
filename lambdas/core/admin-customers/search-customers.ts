import { db, type DataLayer } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';
import { BadRequestError } from '../http/errors.ts';
import { toAdminCustomerView, type AdminCustomerView } from './customer-view.ts';
import { customerIdsByLastName } from './last-names.ts';

export const MIN_SEARCH_LENGTH = 3;
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;
export const SEARCH_TOO_SHORT = 'Please enter at least 3 characters to search';
/**
 * ElectroDB's `count` alone reads whole 1 MB pages and then returns `count` items; a DynamoDB `Limit`
 * per request keeps each read small (a few more than asked, for admins the role filter drops).
 */
const atMost = (limit: number) => ({ count: limit, limit: limit + 5 });
/** "Mary Ann Smith" may be first name "Mary Ann": at most this many first/last splits are tried. */
const MAX_NAME_SPLITS = 3;

/**
 * Customer search of the admin console (spec 001 §2.13): prefix match on e-mail, transfer e-mail,
 * first name, last name and "first last", case-insensitive (ElectroDB lower-cases key values, and the
 * query is lower-cased too). Every pattern is a Query; they run in parallel, results are merged in
 * that order, de-duplicated, admins left out, and cut to `limit`.
 */
export async function searchCustomers(
  rawQuery: string,
  limit = DEFAULT_SEARCH_LIMIT,
  data: DataLayer = db(),
): Promise<AdminCustomerView[]> {
  const query = rawQuery.trim().toLowerCase().replace(/\s+/g, ' ');
  if (query.length < MIN_SEARCH_LENGTH) throw new BadRequestError(SEARCH_TOO_SHORT);

  const found = await Promise.all([
    byEmailPrefix(query, limit, data),
    byTransferEmailPrefix(query, limit, data),
    ...fullNameSplits(query).map(([first, last]) => byFullNamePrefix(first, last, limit, data)),
    byFirstNamePrefix(query, limit, data),
    byLastNamePrefix(query, limit, data),
  ]);
  const merged = new Map<string, User>();
  for (const user of found.flat()) {
    if (user.role === 'customer' && !merged.has(user.userId)) merged.set(user.userId, user);
  }
  return [...merged.values()].slice(0, limit).map(toAdminCustomerView);
}

async function byEmailPrefix(query: string, limit: number, data: DataLayer): Promise<User[]> {
  const { data: users } = await data.users.query
    .usersByEmail({})
    .begins({ email: query })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(atMost(limit));
  return users;
}

async function byFirstNamePrefix(query: string, limit: number, data: DataLayer): Promise<User[]> {
  const { data: users } = await data.users.query
    .usersByName({})
    .begins({ firstName: query })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(atMost(limit));
  return users;
}

async function byFullNamePrefix(first: string, last: string, limit: number, data: DataLayer) {
  const { data: users } = await data.users.query
    .usersByName({ firstName: first })
    .begins({ lastName: last })
    .where(({ role }, { eq }) => eq(role, 'customer'))
    .go(atMost(limit));
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

/** Transfer addresses are uniqueness items, searchable by prefix (sparse gsi1); then the owners by id. */
async function byTransferEmailPrefix(query: string, limit: number, data: DataLayer): Promise<User[]> {
  const { data: claims } = await data.uniqueValues.query
    .uniqueValuesByKind({ kind: 'transferEmail' })
    .begins({ value: query })
    .go(atMost(limit));
  return usersById(
    claims.map((claim) => claim.ownerId),
    data,
  );
}

/**
 * Last name alone has no index of its own (every GSI slot of the table is taken on User, see the
 * README): the ids come from the container's list of customers' last names; the users read afresh
 * must still match (a name changed since the list was read is dropped).
 */
async function byLastNamePrefix(query: string, limit: number, data: DataLayer): Promise<User[]> {
  const users = await usersById(await customerIdsByLastName(query, limit, data), data);
  return users.filter((user) => user.lastName.toLowerCase().startsWith(query));
}

async function usersById(ids: string[], data: DataLayer): Promise<User[]> {
  if (ids.length === 0) return [];
  const { data: users } = await data.users.get(ids.map((userId) => ({ userId }))).go();
  const byId = new Map(users.map((user) => [user.userId, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
