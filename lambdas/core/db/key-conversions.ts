import { createConversions } from 'electrodb';

export type TableKeys = Record<string, string>;

/**
 * The keys ElectroDB builds for an access pattern of an entity from its composite attributes, for
 * requests sent through the document client directly. (ElectroDB's own conversion types are generic
 * over the whole entity schema; this is the part the callers use.)
 */
const conversionsOf = new WeakMap<
  object,
  Record<string, { fromComposite: { toKeys(composite: unknown): TableKeys } }>
>();

export function keysOf<Composite>(
  entity: unknown,
  accessPattern: string,
): (composite: Composite) => TableKeys {
  // Building the conversions walks the entity's whole schema: once per entity.
  let byAccessPattern = conversionsOf.get(entity as object);
  if (!byAccessPattern) {
    ({ byAccessPattern } = createConversions(entity as never) as unknown as {
      byAccessPattern: Record<string, { fromComposite: { toKeys(composite: unknown): TableKeys } }>;
    });
    conversionsOf.set(entity as object, byAccessPattern);
  }
  const conversion = byAccessPattern[accessPattern];
  if (!conversion) throw new Error(`No access pattern ${accessPattern}`);
  return (composite) => conversion.fromComposite.toKeys(composite);
}
