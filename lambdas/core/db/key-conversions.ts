import { createConversions } from 'electrodb';

export type TableKeys = Record<string, string>;

/**
 * The keys ElectroDB builds for an access pattern of an entity from its composite attributes, for
 * requests sent through the document client directly. (ElectroDB's own conversion types are generic
 * over the whole entity schema; this is the part the callers use.)
 */
export function keysOf<Composite>(
  entity: unknown,
  accessPattern: string,
): (composite: Composite) => TableKeys {
  const { byAccessPattern } = createConversions(entity as never) as unknown as Record<
    'byAccessPattern',
    Record<string, { fromComposite: { toKeys(composite: Composite): TableKeys } }>
  >;
  const conversion = byAccessPattern[accessPattern];
  if (!conversion) throw new Error(`No access pattern ${accessPattern}`);
  return (composite) => conversion.fromComposite.toKeys(composite);
}
