// Month names and abbreviations, accents stripped, in English, German, French, Spanish, Dutch, Italian and Portuguese.
const names = [
  'january jan januar janner janvier janv enero ene januari gennaio gen janeiro',
  'february feb febr februar fevrier fevr fev febrero februari febbraio fevereiro',
  'march mar marz mrz mars marzo maart mrt marco',
  'april apr avril avr abril abr aprile',
  'may mai mayo mei maggio mag maio',
  'june jun juni juin junio giugno giu junho',
  'july jul juli juillet juil julio luglio lug julho',
  'august aug aout agosto ago augustus',
  'september sep sept septembre septiembre setiembre settembre set setembro',
  'october oct oktober okt octobre octubre ottobre ott outubro out',
  'november nov novembre noviembre novembro',
  'december dec dezember dez decembre diciembre dic dicembre dezembro',
];

const monthByName = new Map<string, number>();
names.forEach((forms, index) => forms.split(' ').forEach((form) => monthByName.set(form, index + 1)));

/** 1-12 for a month name or abbreviation in one of the languages above, else undefined. */
export function monthNumber(word: string): number | undefined {
  const plain = word.replace(/\.$/, '').toLowerCase();
  return monthByName.get(plain) ?? monthByName.get(plain.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}
