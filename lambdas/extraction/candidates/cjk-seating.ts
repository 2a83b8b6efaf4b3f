import type { LabelledValue } from '../text/label-pairs.ts';
import type { TextLine } from '../text/document-lines.ts';

// Japanese, Korean and Chinese seats name their units after the numbers: '1階 A列 12番', '1층 A구역 3열
// 12번', '2樓紫2C區 | 8排 | 15號', 'A3區 18排 23、24號'. The place before the row is the floor and the
// zone (its unit word dropped, the floor's kept: '1층 A', '2樓紫2C', '1階').
// A price category may stand between the floor and the row ('1階 S席 L列 22番'), and Chinese counts a
// seat with 座 ('看台 217区 8排 17座').
const cjkSeat = new RegExp(
  String.raw`(?<floor>\d{1,2}\s*(?:階|층|樓|楼))?[\s|·]*(?:[A-Z]{1,3}\s*(?:席|석)[\s|·]*)?` +
    String.raw`(?:(?<zone>[^\s|·,、:]{1,8}?)\s*(?:区|區|구역|ブロック))?[\s|·]*` +
    String.raw`(?<row>[A-Z]{1,2}|\d{1,3})\s*(?:列|열|排)[\s|·]*` +
    String.raw`(?<seats>\d{1,3}(?:\s*(?:番|번|號|号|座)?\s*[/、,，・]\s*\d{1,3})*)\s*(?:番|번|號|号|座)`,
  'gu',
);
const cjkUnit = /[列열排番번號号座區区階층樓楼]/u;

/** Section, row and seats of the CJK seats a line writes, as labelled values. */
export function cjkSeatingPairs(line: TextLine): LabelledValue[] {
  if (!cjkUnit.test(line.text)) return [];
  const pairs: LabelledValue[] = [];
  for (const match of line.text.matchAll(cjkSeat)) {
    const { floor, zone, row, seats } = match.groups!;
    const pair = (labelWords: string[], value: string, at: number): LabelledValue => ({
      rawLabel: labelWords[0]!,
      labelWords,
      value,
      line: line.index,
      labelLine: line.index,
      kind: 'inline',
      order: match.index + at,
    });
    // Korean spaces its floor from its zone, Chinese writes them together.
    const place = [floor?.replace(/\s+/g, ''), zone].filter(Boolean).join(floor?.endsWith('층') ? ' ' : '');
    if (place) pairs.push(pair(['section'], place, 0));
    pairs.push(pair(['row'], row!, 1));
    pairs.push(pair(['seats'], seats!.split(/\s*(?:番|번|號|号|座)?\s*[/、,，・]\s*/u).join(', '), 2));
  }
  return pairs;
}
