import { describe, expect, it } from 'vitest';
import { latinReading } from '../../../lambdas/extraction/result/bilingual-names.ts';

describe('names written in two scripts', () => {
  it.each([
    ['横浜アリーナ (Yokohama Arena)', 'Yokohama Arena'],
    ['올림픽공원 올림픽홀 (Olympic Hall)', 'Olympic Hall'],
    [
      '海港室樂團：星夜序曲 Harbour Chamber Orchestra: Starlit Overture',
      'Harbour Chamber Orchestra: Starlit Overture',
    ],
    ['堂座 Stalls', 'Stalls'],
  ])('reads %s as its Latin reading', (value, reading) => {
    expect(latinReading(value)).toBe(reading);
  });

  it.each([
    '東京ドーム',
    'KSPO DOME',
    'AOI TSUBAKI ARENA TOUR 2027 -Hanabi-',
    'Aブロック',
    'LUMINA 월드투어 IN SEOUL',
  ])('keeps %s as written', (value) => {
    expect(latinReading(value)).toBe(value);
  });
});
