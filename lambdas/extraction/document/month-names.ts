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

// Weekdays and their abbreviations in the five languages, folded; beyond them the full names (and the
// abbreviations no other word shares) in Italian, Portuguese ('sexta-feira' is two words), Polish, the
// Nordic languages, Finnish and Catalan.
const weekdays = new Set(
  (
    'monday mon tuesday tue tues wednesday wed thursday thu thur thurs friday fri saturday sat sunday sun ' +
    'montag dienstag mittwoch donnerstag freitag samstag sonntag mo di mi do fr sa so ' +
    'lunes martes miercoles jueves viernes sabado domingo lun mar mie jue vie sab dom ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche mer jeu ven sam dim ' +
    'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag ma wo vr za zo ' +
    'lunedi martedi mercoledi giovedi venerdi sabato domenica gio ' +
    'segunda terca quarta quinta sexta feira ' +
    'poniedziałek wtorek sroda czwartek piatek sobota niedziela pon czw niedz ' +
    'mandag tisdag tirsdag onsdag torsdag fredag lordag lørdag sondag søndag ' +
    'maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai ' +
    'dilluns dimarts dimecres dijous divendres dissabte diumenge'
  ).split(' '),
);

/** Whether a folded word is a weekday or its abbreviation ('fri', 'samstag', 'mié' folded 'mie'). */
export const isWeekday = (folded: string): boolean => weekdays.has(folded);

// Full weekday names, Sunday first, in the languages a seller's note is written in ('solo las del sábado').
const weekdayNames = [
  'sunday sonntag domingo dimanche zondag domenica',
  'monday montag lunes lundi maandag lunedi',
  'tuesday dienstag martes mardi dinsdag martedi',
  'wednesday mittwoch miercoles mercredi woensdag mercoledi',
  'thursday donnerstag jueves jeudi donderdag giovedi',
  'friday freitag viernes vendredi vrijdag venerdi',
  'saturday samstag sonnabend sabado samedi zaterdag sabato',
];
const weekdayByName = new Map<string, number>();
weekdayNames.forEach((forms, day) => forms.split(' ').forEach((form) => weekdayByName.set(form, day)));

/** 0 (Sunday) - 6 for a folded full weekday name or its plural ('saturdays', 'samstags'), else undefined. */
export const weekdayNumber = (folded: string): number | undefined =>
  weekdayByName.get(folded) ?? weekdayByName.get(folded.replace(/s$/, ''));
