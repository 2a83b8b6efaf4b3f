import { foldText } from '../text/normalise.ts';

// Every rewrite below keeps each other character where it was (a shorter replacement is padded with
// spaces after it): mentions keep their index into the line as written.

// French typography spaces its hours ('19 h 30'): the parsers read '19h30'.
const spacedHour = /\b(\d{1,2}) h (\d{2})\b/g;

// Czech and Slovak space their numeric dates ('so 20. 3. 2027, 20:00'): the parsers read '20.3.2027'.
const spacedNumericDate = /\b(\d{1,2})\. (\d{1,2})\. (\d{4})\b/g;

// The Nordic and Finnish clock ('kl. 19.00', 'klo 18.30'): a dot between hour and minute, which alone
// would be a decimal or a date.
const nordicClock = /\b(kl\.?|klo) ?(\d{1,2})\.(\d{2})\b/gi;

// Month names in the languages chrono has no parser for, folded, as written after a day ('12 czerwca
// 2027', '13. maaliskuuta 2027', '12 Mayıs 2027', '17 aprilie 2027', '7 Φεβρουαρίου 2027'): Polish,
// Czech, Slovak (genitive and nominative), the Nordic forms the five languages lack, Finnish, Turkish,
// Romanian, Greek. Read as the English abbreviation.
const foreignMonths: readonly string[][] = [
  [
    'stycznia',
    'styczen',
    'ledna',
    'leden',
    'januara',
    'tammikuuta',
    'tammikuu',
    'ocak',
    'ianuarie',
    'ιανουαριου',
    'ιανουαριος',
  ],
  [
    'lutego',
    'luty',
    'unora',
    'unor',
    'februara',
    'helmikuuta',
    'helmikuu',
    'subat',
    'februarie',
    'φεβρουαριου',
    'φεβρουαριος',
  ],
  [
    'marca',
    'marzec',
    'brezna',
    'brezen',
    'marts',
    'maaliskuuta',
    'maaliskuu',
    'mart',
    'martie',
    'μαρτιου',
    'μαρτιος',
  ],
  [
    'kwietnia',
    'kwiecien',
    'dubna',
    'duben',
    'aprila',
    'huhtikuuta',
    'huhtikuu',
    'nisan',
    'aprilie',
    'απριλιου',
    'απριλιος',
  ],
  [
    'maja',
    'maj',
    'kvetna',
    'kveten',
    'maja',
    'toukokuuta',
    'toukokuu',
    'mayıs',
    'mayis',
    'mai',
    'μαιου',
    'μαιος',
  ],
  [
    'czerwca',
    'czerwiec',
    'cervna',
    'cerven',
    'juna',
    'kesakuuta',
    'kesakuu',
    'haziran',
    'iunie',
    'ιουνιου',
    'ιουνιος',
  ],
  [
    'lipca',
    'lipiec',
    'cervence',
    'cervenec',
    'jula',
    'heinakuuta',
    'heinakuu',
    'temmuz',
    'iulie',
    'ιουλιου',
    'ιουλιος',
  ],
  [
    'sierpnia',
    'sierpien',
    'srpna',
    'srpen',
    'augusta',
    'augusti',
    'elokuuta',
    'elokuu',
    'agustos',
    'αυγουστου',
    'αυγουστος',
  ],
  [
    'wrzesnia',
    'wrzesien',
    'zari',
    'septembra',
    'syyskuuta',
    'syyskuu',
    'eylul',
    'septembrie',
    'σεπτεμβριου',
    'σεπτεμβριος',
  ],
  [
    'pazdziernika',
    'pazdziernik',
    'rijna',
    'rijen',
    'oktobra',
    'lokakuuta',
    'lokakuu',
    'ekim',
    'octombrie',
    'οκτωβριου',
    'οκτωβριος',
  ],
  [
    'listopada',
    'listopad',
    'listopadu',
    'novembra',
    'marraskuuta',
    'marraskuu',
    'kasım',
    'kasim',
    'noiembrie',
    'νοεμβριου',
    'νοεμβριος',
  ],
  [
    'grudnia',
    'grudzien',
    'prosince',
    'prosinec',
    'decembra',
    'desember',
    'joulukuuta',
    'joulukuu',
    'aralık',
    'aralik',
    'decembrie',
    'δεκεμβριου',
    'δεκεμβριος',
  ],
];
const english = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = new Map(foreignMonths.flatMap((forms, index) => forms.map((form) => [form, index])));
const foreignMonth = new RegExp(
  `(?<!\\p{N})(\\d{1,2})\\.?\\s(${[...monthOf.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`,
  'giu',
);
const dayThenWord = /\d\.?\s\p{L}/u;

// Hungarian writes the year first ('2027. május 14. (péntek) 19:00'): read as '14 May 2027'.
const hungarianMonths = [
  ...['januar', 'februar', 'marcius', 'aprilis', 'majus', 'junius', 'julius', 'augusztus'],
  ...['szeptember', 'oktober', 'november', 'december'],
];
const hungarianDate = new RegExp(
  `(?<!\\p{N})(\\d{4})\\.\\s(${hungarianMonths.join('|')})\\s(\\d{1,2})\\.(?!\\p{N})`,
  'giu',
);
const padded = (text: string, length: number) => text + ' '.repeat(Math.max(0, length - text.length));

/** A line's text as the date parsers read it, every other character at its place. */
export function readableDates(text: string): string {
  let read = text.includes(' h ')
    ? text.replace(spacedHour, (_, hour: string, minute: string) => `${hour}h${minute}  `)
    : text;
  if (read.includes('. '))
    read = read.replace(spacedNumericDate, (all, d, m, y) => padded(`${d}.${m}.${y}`, all.length));
  if (/kl/i.test(read))
    read = read.replace(nordicClock, (all, word: string, hour: string, minute: string) =>
      padded(`${word} ${hour}:${minute}`, all.length),
    );
  if (dayThenWord.test(read)) {
    // Folding keeps the length of a line written in composed characters, as mail text is.
    const folded = foldText(read);
    if (folded.length === read.length) {
      let out = '';
      let at = 0;
      for (const match of folded.matchAll(foreignMonth)) {
        const [all, day, month] = match as unknown as [string, string, string];
        out += read.slice(at, match.index) + padded(`${day} ${english[monthOf.get(month)!]}`, all.length);
        at = match.index + all.length;
      }
      read = out + read.slice(at);
      if (/\d{4}\.\s/.test(read)) {
        out = '';
        at = 0;
        for (const match of foldText(read).matchAll(hungarianDate)) {
          const [all, year, month, day] = match as unknown as [string, string, string, string];
          const readable = `${day} ${english[hungarianMonths.indexOf(month)]} ${year}`;
          out += read.slice(at, match.index) + padded(readable, all.length);
          at = match.index + all.length;
        }
        read = out + read.slice(at);
      }
    }
  }
  return read;
}
