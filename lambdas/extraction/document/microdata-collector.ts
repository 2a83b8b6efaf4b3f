import { limits } from './limits.ts';
import { normalizeSpace } from './normalize-space.ts';

export type MicrodataValue = string | MicrodataItem;

/** One schema.org item read from itemscope/itemtype/itemprop attributes. */
export interface MicrodataItem {
  /** The last segment of the itemtype URL, e.g. 'EventReservation'. */
  type?: string;
  props: Record<string, MicrodataValue[]>;
}

interface OpenProperty {
  item: MicrodataItem;
  names: string[];
  text: string;
}

// Flags returned by open() so the caller can hand them back to close() for the same element.
export const openedItem = 1;
export const openedProperty = 2;

// Elements whose property value is an attribute rather than their text (WHATWG microdata §5.2.4).
const valueAttribute: Record<string, string> = {
  meta: 'content',
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  object: 'data',
  data: 'value',
  meter: 'value',
};

const maxPropertyChars = 2_000;

/** Collects microdata items while an HTML scan walks the elements. */
export class MicrodataCollector {
  readonly items: MicrodataItem[] = [];
  private readonly itemStack: MicrodataItem[] = [];
  private readonly openProperties: OpenProperty[] = [];
  private count = 0;

  open(name: string, attribs: Record<string, string>): number {
    const prop = attribs.itemprop;
    const scope = attribs.itemscope !== undefined;
    if (prop === undefined && !scope) return 0;
    const parent = this.itemStack.at(-1);
    const names = prop === undefined ? [] : prop.split(/\s+/).filter(Boolean);
    if (scope) {
      if (this.count >= limits.maxMicrodataItems) return 0;
      this.count += 1;
      const item: MicrodataItem = { props: {} };
      const type = attribs.itemtype?.trim().split(/\s+/)[0];
      if (type) item.type = type.replace(/\/+$/, '').split(/[/#:]/).pop();
      if (parent && names.length > 0) addValue(parent, names, item);
      else this.items.push(item);
      this.itemStack.push(item);
      return openedItem;
    }
    if (!parent || names.length === 0) return 0;
    const attribute = name === 'time' ? 'datetime' : valueAttribute[name];
    const value = attribute === undefined ? undefined : (attribs[attribute] ?? attribs.content);
    if (value !== undefined && (attribute !== 'datetime' || value !== '')) {
      addValue(parent, names, normalizeSpace(value));
      return 0;
    }
    if (attribs.content !== undefined) {
      addValue(parent, names, normalizeSpace(attribs.content));
      return 0;
    }
    this.openProperties.push({ item: parent, names, text: '' });
    return openedProperty;
  }

  text(data: string): void {
    for (const property of this.openProperties) {
      if (property.text.length < maxPropertyChars) property.text += data;
    }
  }

  close(flags: number): void {
    if (flags & openedProperty) {
      const property = this.openProperties.pop();
      if (property) addValue(property.item, property.names, normalizeSpace(property.text));
    }
    if (flags & openedItem) this.itemStack.pop();
  }
}

function addValue(item: MicrodataItem, names: string[], value: MicrodataValue): void {
  for (const name of names) (item.props[name] ??= []).push(value);
}
