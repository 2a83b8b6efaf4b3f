import { monotonicFactory } from 'ulid';

const monotonicUlid = monotonicFactory();

/** A new ULID: sortable by creation time, strictly increasing within this process (so same-millisecond ids keep their order). */
export const newId = (): string => monotonicUlid();
