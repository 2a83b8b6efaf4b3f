import { describe, expect, it } from 'vitest';
import { cjkSeatingPairs } from '../../../lambdas/extraction/candidates/cjk-seating.ts';
import { readableDates } from '../../../lambdas/extraction/candidates/readable-dates.ts';
import {
  readAttribution,
  readHeaderLine,
  isSeparatorLine,
} from '../../../lambdas/extraction/document/forward-patterns.ts';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import type { TextLine } from '../../../lambdas/extraction/text/document-lines.ts';
import { documentLines } from '../../../lambdas/extraction/text/document-lines.ts';
import { words } from '../../../lambdas/extraction/text/normalise.ts';
import { emailDocument } from './support/documents.ts';

const line = (text: string): TextLine => ({
  index: 0,
  text,
  cells: text.split(' | '),
  source: 'body',
  position: 0,
});
const seating = (text: string) => cjkSeatingPairs(line(text)).map((pair) => [pair.labelWords[0], pair.value]);

/** Mail written only in Japanese, Korean or Chinese, read through the engine's English labels. */
describe('Japanese, Korean and Chinese ticket mail', () => {
  it.each([
    ['公演名', ['event']],
    ['■会場', ['venue']],
    ['開場 16:30 / 開演 17:30', ['doors', 'open', '16', '30', 'start', '17', '30']],
    ['관람일시', ['date']],
    ['좌석정보', ['seat']],
    ['訂單編號', ['order', 'number']],
    ['演出地點', ['venue']],
    // Decision 377.
    ['예매가 정상적으로 완료되었습니다', ['booking', 'confirmed']],
    ['김도윤님이 티켓을 선물하셨습니다', ['tickets', 'sent', 'you', 'tickets']],
    ['취소 가능하며, 취소수수료가 부과될 수 있습니다', ['cancellation', 'deadline', 'cancellation', 'fee']],
    ['您购买的演出票已出票成功', ['purchased', 'order', 'confirmed']],
  ])("reads the label '%s' as the lexicon's words", (label, glossed) => {
    expect(words(label)).toEqual(glossed);
  });

  it.each([
    ['■公演日時 :2027年5月15日(土) 開場 16:30', '2027/5/15 '],
    ['관람일시 | 2027.06.05 (토) 오후 6시 00분', '2027/06/05 (토) 6:00 pm'],
    ['演出日期:2027年8月20日 晚上8時00分', '2027/8/20  8:00 pm'],
  ])("writes the date of '%s' as the parsers read it", (text, readable) => {
    const read = readableDates(text);
    expect(read).toHaveLength(text.length);
    expect(read).toContain(readable.trim());
  });

  it.each([
    [
      '■座席 :1階 A列 12番',
      [
        ['section', '1階'],
        ['row', 'A'],
        ['seats', '12'],
      ],
    ],
    [
      '1층 A구역 3열 12번 | VIP석 | 198,000원',
      [
        ['section', '1층 A'],
        ['row', '3'],
        ['seats', '12'],
      ],
    ],
    [
      '2樓紫2C區 | 8排 | 15號 | NT$3,800',
      [
        ['section', '2樓紫2C'],
        ['row', '8'],
        ['seats', '15'],
      ],
    ],
    [
      'A3區 18排 23、24號',
      [
        ['section', 'A3'],
        ['row', '18'],
        ['seats', '23, 24'],
      ],
    ],
    // Decision 377: a price category between the floor and the row; Chinese seats counted with 座.
    [
      '座席 | 1階 S席 L列 22番 1階 S席 L列 23番',
      [
        ['section', '1階'],
        ['row', 'L'],
        ['seats', '22'],
        ['section', '1階'],
        ['row', 'L'],
        ['seats', '23'],
      ],
    ],
    [
      '座位 | 看台 217区 8排 17座 · 看台 217区 8排 18座',
      [
        ['section', '217'],
        ['row', '8'],
        ['seats', '17'],
        ['section', '217'],
        ['row', '8'],
        ['seats', '18'],
      ],
    ],
  ])("reads the seats of '%s'", (text, pairs) => {
    expect(seating(text)).toEqual(pairs);
  });

  it('reads no seat in a sentence about the order number (受付番号は座席番号ではございません)', () => {
    expect(seating('※受付番号は座席番号ではございません。')).toEqual([]);
  });

  it("reads full-width labels and a label's colon without its space as labels ('■会場 ：', '公演名：')", () => {
    const texts = documentLines(
      emailDocument({ lines: ['■会場 ：東京国際フォーラム', '公演名：NEON PARADE'] }),
    ).map((found) => found.text);
    expect(texts).toContain('■会場 : 東京国際フォーラム');
    expect(texts).toContain('公演名: NEON PARADE');
  });

  it('unwraps Japanese, Korean and Chinese forwards', () => {
    expect(readHeaderLine('差出人: e+（イープラス） <info@eplus.co.jp>')).toMatchObject({ field: 'from' });
    expect(readHeaderLine('件名：【e+】座席確定のお知らせ')).toMatchObject({ field: 'subject' });
    expect(readHeaderLine('보낸 사람: NOL 인터파크 <ticket@interpark.com>')).toMatchObject({ field: 'from' });
    expect(readHeaderLine('寄件者: tixCraft <service@tixcraft.com>')).toMatchObject({ field: 'from' });
    expect(isSeparatorLine('転送されたメッセージ：')).toBe(true);
  });

  it('reads the sender and date of Chinese and Korean reply attributions (decision 354)', () => {
    expect(readAttribution('KKTIX <no-reply@kktix.com> 於 2027年4月3日 週六 下午3:12寫道：')).toBe(
      '2027年4月3日 週六 下午3:12 KKTIX <no-reply@kktix.com>',
    );
    expect(readAttribution('Melon <help@melon.com> 于 2027年5月11日 写道：')).toContain('help@melon.com');
    expect(
      readAttribution('2027년 4월 3일 (토) 오후 3:12, 인터파크 <ticket@interpark.com>님이 작성:'),
    ).toContain('ticket@interpark.com');
  });

  it.each([
    ['分票已取消', ['transfer', 'cancelled']],
    ['已收回', ['revoked']],
    ['예매취소', ['cancelled', 'your', 'order']],
    ['환불예정금액', ['refund', 'amount']],
  ])("reads the cue '%s' as the lexicon's words (decision 355)", (text, glossed) => {
    expect(words(text)).toEqual(glossed);
  });

  it("reads a labelled count with its counter ('張數: 2 張', '매수 | 2매') (decision 356)", () => {
    const counts = (lines: string[]) =>
      generateCandidates(emailDocument({ lines }))
        .candidates.filter((candidate) => candidate.field === 'quantity')
        .map((candidate) => candidate.value);
    expect(counts(['張數: 2 張'])).toContain('2');
    expect(counts(['매수 | 2매'])).toContain('2');
  });
});
