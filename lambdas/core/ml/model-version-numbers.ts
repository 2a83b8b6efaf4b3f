import { db, type DataLayer } from '../db/client.ts';
import { getActiveModelVersion } from '../db/model-versions.ts';
import { nextModelVersion } from './engine.ts';

const numbersOf = (version: string): [number, number] => {
  const match = /^v(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
};

/** Orders 'v1.2' before 'v1.10'. */
export function compareModelVersions(a: string, b: string): number {
  const [majorA, minorA] = numbersOf(a);
  const [majorB, minorB] = numbersOf(b);
  return majorA - majorB || minorA - minorB;
}

/**
 * The version a new training produces: the one after the highest version known, active or stored,
 * so that a version number is never given to two different models.
 */
export async function versionAfterLatest(
  data: DataLayer = db(),
): Promise<{ previous: string; next: string }> {
  const active = await getActiveModelVersion(data);
  const {
    data: [latest],
  } = await data.modelVersions.query.modelVersionsByCreatedAt({}).go({ order: 'desc', count: 1, limit: 1 });
  const previous = latest && compareModelVersions(latest.version, active) > 0 ? latest.version : active;
  return { previous, next: nextModelVersion(previous) };
}
