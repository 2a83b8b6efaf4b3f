/** The bundle of `entry` (relative to the repository), rebuilt when it or a `watched` path changed. */
export function freshBundle(entry: string, watched: string[]): Promise<string>;
