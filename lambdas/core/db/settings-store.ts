import { db, type DataLayer } from './client.ts';
import { isConditionalCheckFailed } from './conditional.ts';
import { settingsSchemas, type SettingsName, type SettingsValues } from './settings-defaults.ts';

const WRITE_ATTEMPTS = 3;

/** A settings document: the stored values over the defaults (strongly consistent). */
export async function readSettings<N extends SettingsName>(
  name: N,
  data: DataLayer = db(),
): Promise<SettingsValues<N>> {
  const { data: item } = await data.settings.get({ name }).go({ consistent: true });
  return parseValues(name, item?.values ?? {});
}

const cachedReads = new WeakMap<DataLayer, Map<SettingsName, { readAt: number; values: Promise<unknown> }>>();

/**
 * `readSettings` at most once per `maxAgeMs` in this container, for documents that hot paths read
 * on every call and admins change rarely (the pipeline's extraction and ML settings). Concurrent
 * callers share one read; a failed read is not kept. `writeSettings` in this container drops the
 * copy at once; other containers see a change within `maxAgeMs`.
 */
export function readSettingsCached<N extends SettingsName>(
  name: N,
  maxAgeMs: number,
  data: DataLayer = db(),
): Promise<SettingsValues<N>> {
  let byName = cachedReads.get(data);
  if (!byName) cachedReads.set(data, (byName = new Map()));
  const cached = byName.get(name);
  if (cached && Date.now() - cached.readAt < maxAgeMs) return cached.values as Promise<SettingsValues<N>>;
  const values = readSettings(name, data);
  const entry = { readAt: Date.now(), values };
  byName.set(name, entry);
  values.catch(() => {
    if (byName.get(name) === entry) byName.delete(name);
  });
  return values;
}

/**
 * Merges `changes` into a settings document and saves it. Optimistic concurrency on `revision`
 * (no transactions): a concurrent writer makes this re-read and re-apply, so no change is lost.
 * Throws the zod error when the merged values are invalid.
 */
export async function writeSettings<N extends SettingsName>(
  name: N,
  changes: Partial<SettingsValues<N>>,
  options: { updatedBy?: string; data?: DataLayer } = {},
): Promise<SettingsValues<N>> {
  const data = options.data ?? db();
  for (let attempt = 1; ; attempt += 1) {
    const { data: item } = await data.settings.get({ name }).go({ consistent: true });
    const values = parseValues(name, { ...item?.values, ...changes });
    const stored = { ...values } as Record<string, unknown>;
    try {
      if (item) {
        await data.settings
          .patch({ name })
          .set({ values: stored, revision: item.revision + 1, ...updatedBy(options.updatedBy) })
          .where((attributes, { eq }) => eq(attributes.revision, item.revision))
          .go();
      } else {
        await data.settings
          .create({ name, values: stored, revision: 1, ...updatedBy(options.updatedBy) })
          .go();
      }
      cachedReads.get(data)?.delete(name);
      return values;
    } catch (error) {
      if (!isConditionalCheckFailed(error) || attempt >= WRITE_ATTEMPTS) throw error;
    }
  }
}

const updatedBy = (by: string | undefined) => (by === undefined ? {} : { updatedBy: by });

function parseValues<N extends SettingsName>(name: N, values: Record<string, unknown>): SettingsValues<N> {
  return settingsSchemas[name].parse(values) as SettingsValues<N>;
}
