// dynalite reads a table's description from LevelDB (and decodes it) on every item request: with the
// single table's indexes that read was a sixth of the storage process's CPU in `npm run bench:ingest`.
// Descriptions change only through the table actions, which all write them with `tableDb.put` or
// `tableDb.del`; those writes drop the cached copy, so the cache never answers with a stale one.
import dynaliteStore from 'dynalite/db/index.js';

/** Makes every dynalite store created from now on keep the descriptions its item requests read. */
export function cacheDynaliteTableDescriptions() {
  const createStore = dynaliteStore.create;
  dynaliteStore.create = (options) => withTableCache(createStore(options));
}

function withTableCache(store) {
  const { tableDb, getTable } = store;
  const cached = new Map();
  // Bumped when a write to a description starts and when it ends: a read that overlapped a write
  // (and may have seen either version) is not kept.
  const generations = new Map();
  const bump = (name) => {
    generations.set(name, (generations.get(name) ?? 0) + 1);
    cached.delete(name);
  };
  for (const method of ['put', 'del']) {
    const write = tableDb[method].bind(tableDb);
    tableDb[method] = (name, ...rest) => {
      bump(name);
      const done = rest.findIndex((arg) => typeof arg === 'function');
      if (done >= 0) {
        const callback = rest[done];
        rest[done] = (...results) => {
          bump(name);
          callback(...results);
        };
      }
      return write(name, ...rest);
    };
  }
  // Item requests pass a callback as the second argument (the status must be ACTIVE); table actions
  // (describe, update, delete) pass `false` and may change what they read, so they always read it.
  store.getTable = (name, checkStatus, callback) => {
    if (typeof checkStatus !== 'function') return getTable(name, checkStatus, callback);
    const hit = cached.get(name);
    if (hit) return process.nextTick(checkStatus, null, hit);
    const generation = generations.get(name) ?? 0;
    return getTable(name, (error, table) => {
      if (!error && (generations.get(name) ?? 0) === generation) cached.set(name, table);
      checkStatus(error, table);
    });
  };
  return store;
}
