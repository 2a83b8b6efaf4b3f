import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { readableDates } from '../../../lambdas/extraction/candidates/readable-dates.ts';
import {
  readHeaderLine,
  stripSubjectPrefixes,
} from '../../../lambdas/extraction/document/forward-patterns.ts';
import { words } from '../../../lambdas/extraction/text/normalise.ts';
import { emailDocument } from './support/documents.ts';

/** Mail in Hebrew, Arabic and Thai, read through the engine's English labels (decisions 345-347). */
describe('Hebrew, Arabic and Thai ticket mail', () => {
  it.each([
    ['שורה', ['row']],
    ['מספר הזמנה', ['order', 'number']],
    ['المقعد', ['seat']],
    ['رقم الطلب', ['order', 'number']],
    ['แถว / Row', ['row', 'row']],
  ])("reads the label '%s' as the lexicon's words", (label, glossed) => {
    expect(words(label)).toEqual(glossed);
  });

  it("reads a glossed word inside the word its article joins ('הכרטיסים', 'التذاكر')", () => {
    expect(words('הכרטיסים')).toContain('tickets');
    expect(words('التذاكر')).toContain('tickets');
  });

  it('reads the seating of a Hebrew table by its glossed header', () => {
    const found = generateCandidates(
      emailDocument({
        lines: ['אזור | שורה | כיסא | מחיר', 'יציע 8 | 11 | 23 | 289.00 ₪', 'יציע 8 | 11 | 24 | 289.00 ₪'],
      }),
    );
    const values = (field: string) =>
      found.candidates.filter((candidate) => candidate.field === field).map((candidate) => candidate.value);
    expect(values('section')).toContain('יציע 8');
    expect(values('row')).toContain('11');
    expect(values('seats')).toContain('23');
  });

  it.each([
    ['التاريخ | الجمعة 9 أبريل 2027', '9 Apr'],
    ['תאריך: 15 ביולי 2027', '15 Jul'],
    ['موعد انطلاق المباراة | 08:00 مساءً', '08:00 pm'],
    ['فتح البوابات 11:30 صباحاً', '11:30 am'],
  ])("writes the date or time of '%s' as the parsers read it", (text, readable) => {
    const read = readableDates(text);
    expect(read).toHaveLength(text.length);
    expect(read).toContain(readable);
  });

  it.each([
    ['Gestuur: Maandag, 22 November 2027 09:15', 'date'],
    ['מאת: Leaan <noreply@leaan.co.il>', 'from'],
    ['נושא: אישור הזמנה', 'subject'],
    ['من: Tazkarti <no-reply@tazkarti.com>', 'from'],
    ['الموضوع: تأكيد حجز التذاكر', 'subject'],
    ['เรื่อง: ยืนยันการสั่งซื้อ', 'subject'],
    ['От кого: Eventim <info@eventim.de>', 'from'],
  ])("reads the forwarded header line '%s'", (line, field) => {
    expect(readHeaderLine(line)?.field).toBe(field);
  });

  it.each(['העבר: אישור הזמנה', 'ส่งต่อ: ยืนยันการสั่งซื้อ', '转发: 订单确认', 'Пересл: Ваш заказ'])(
    "strips the forward prefix of '%s'",
    (subject) => {
      expect(stripSubjectPrefixes(subject)).not.toMatch(/^(?:העבר|ส่งต่อ|转发|Пересл)/);
    },
  );
});
