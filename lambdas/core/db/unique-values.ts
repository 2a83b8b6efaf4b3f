import { db, type DataLayer } from './client.ts';
import { unlessConditionFails } from './conditional.ts';
import { normaliseUniqueValue, type UniqueValueKind } from './entities/unique-value.ts';

/**
 * Claims a unique value for its owner with a conditional create. Resolves true when claimed (or
 * already held by the same owner, so a retried step succeeds), false when someone else holds it.
 */
export async function claimUniqueValue(
  kind: UniqueValueKind,
  value: string,
  ownerId: string,
  data: DataLayer = db(),
): Promise<boolean> {
  const created = await unlessConditionFails(() => data.uniqueValues.create({ kind, value, ownerId }).go());
  if (created) return true;
  return (await findUniqueValueOwner(kind, value, data)) === ownerId;
}

/** Who holds the value and since when, if anyone (strongly consistent read). */
export async function findUniqueValueClaim(
  kind: UniqueValueKind,
  value: string,
  data: DataLayer = db(),
): Promise<{ ownerId: string; createdAt: string } | undefined> {
  const { data: item } = await data.uniqueValues
    .get({ kind, value: normaliseUniqueValue(kind, value) })
    .go({ consistent: true });
  return item ? { ownerId: item.ownerId, createdAt: item.createdAt } : undefined;
}

/** The id that holds the value, if any (strongly consistent read). */
export async function findUniqueValueOwner(
  kind: UniqueValueKind,
  value: string,
  data: DataLayer = db(),
): Promise<string | undefined> {
  const { data: item } = await data.uniqueValues
    .get({ kind, value: normaliseUniqueValue(kind, value) })
    .go({ consistent: true });
  return item?.ownerId;
}

/** Gives the value up, but only if this owner holds it; resolves false otherwise. */
export async function releaseUniqueValue(
  kind: UniqueValueKind,
  value: string,
  ownerId: string,
  data: DataLayer = db(),
): Promise<boolean> {
  const deleted = await unlessConditionFails(() =>
    data.uniqueValues
      .delete({ kind, value: normaliseUniqueValue(kind, value) })
      .where((attributes, { eq }) => eq(attributes.ownerId, ownerId))
      .go(),
  );
  return deleted !== undefined;
}
