import type { MicrodataItem } from './microdata-collector.ts';

/** A microdata item in the shape of a JSON-LD node, so one schema.org reader serves both. */
export function microdataToJson(item: MicrodataItem): Record<string, unknown> {
  const node: Record<string, unknown> = {};
  if (item.type) node['@type'] = item.type;
  for (const [name, values] of Object.entries(item.props)) {
    const converted = values.map((value) => (typeof value === 'string' ? value : microdataToJson(value)));
    node[name] = converted.length === 1 ? converted[0] : converted;
  }
  return node;
}
