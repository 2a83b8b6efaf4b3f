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
// 2027', '13. maaliskuuta 2027', '12 Mayıs 2027', '17 aprilie 2027', '7 Φεβρουαρίου 2027'), January
// first: read as the English abbreviation. The forms a date takes (genitive, partitive) and the
// nominative.
const monthsByLanguage = [
  // Polish
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia wrzesnia pazdziernika listopada grudnia',
  'styczen luty marzec kwiecien maj czerwiec lipiec sierpien wrzesien pazdziernik listopad grudzien',
  // Czech ('září' is both) and Slovak
  'ledna unora brezna dubna kvetna cervna cervence srpna zari rijna listopadu prosince',
  'leden unor brezen duben kveten cerven cervenec srpen zari rijen listopad prosinec',
  'januara februara marca aprila maja juna jula augusta septembra oktobra novembra decembra',
  // Finnish
  'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesakuuta heinakuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta',
  'tammikuu helmikuu maaliskuu huhtikuu toukokuu kesakuu heinakuu elokuu syyskuu lokakuu marraskuu joulukuu',
  // Turkish (its dotless ı stays when folded; upper case folds to a dotted i) and Romanian ('-' where
  // chrono reads the English word already)
  'ocak subat mart nisan mayıs haziran temmuz agustos eylul ekim kasım aralık',
  'ocak subat mart nisan mayis haziran temmuz agustos eylul ekim kasim aralik',
  'ianuarie februarie martie aprilie mai iunie iulie - septembrie octombrie noiembrie decembrie',
  // Croatian, Serbian (Latin), Bulgarian, Ukrainian and Russian, Lithuanian, Latvian, Estonian ('-' where
  // another language's list has the word already)
  'sijecnja veljace ozujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga prosinca',
  'sijecanj veljaca ozujak travanj svibanj lipanj srpanj kolovoz rujan listopad studenog prosinac',
  '- - - - - - - avgust septembar oktobar novembar decembar',
  '- - - - - - - avgusta - - - -',
  'януари февруари - април маи юни юли август септември октомври ноември декември',
  'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня',
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
  'sausio vasario kovo balandzio geguzes birzelio liepos rugpjucio rugsejo spalio lapkricio gruodzio',
  'janvari februari - aprili maija junija julija - septembri oktobri novembri decembri',
  'jaanuar veebruar - aprill - juuni juuli - - oktoober - detsember',
  // Greek
  'ιανουαριου φεβρουαριου μαρτιου απριλιου μαιου ιουνιου ιουλιου αυγουστου σεπτεμβριου οκτωβριου νοεμβριου δεκεμβριου',
  'ιανουαριος φεβρουαριος μαρτιος απριλιος μαιος ιουνιος ιουλιος αυγουστος σεπτεμβριος οκτωβριος νοεμβριος δεκεμβριος',
  // Catalan ('20 de febrer de 2027', '3 d'abril'; 'març' folds to 'marc')
  'gener febrer marc - maig juny juliol agost setembre - - desembre',
  // Indonesian and Malay ('21 Agustus 2027', '3 Ogos 2027'; the rest as Dutch or English writes them)
  '- - maret - - - - agustus - - - -',
  '- - mac - - jun julai ogos - - - disember',
  // Arabic (as Egypt and the Gulf write the months; folding drops the hamza of 'أبريل') and Hebrew, bare
  // and with the 'in' its dates join to the month ('15 ביולי 2027')
  'يناير فبراير مارس ابريل مايو يونيو يوليو اغسطس سبتمبر اكتوبر نوفمبر ديسمبر',
  'ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר',
  'בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר',
].map((names) => names.split(' '));
// The Nordic forms the five languages lack.
const nordicMonths: [string, number][] = [
  ['marts', 2],
  // Decision 392: Norwegian and Swedish 'mars' ('Lørdag 20. mars 2027'), French too, where chrono's
  // French reads no stop after the day.
  ['mars', 2],
  ['augusti', 7],
  ['desember', 11],
];
const english = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = new Map([
  ...monthsByLanguage.flatMap((names) =>
    names.flatMap((name, index): [string, number][] => (name === '-' ? [] : [[name, index]])),
  ),
  ...nordicMonths,
]);
// Catalan joins the day to its month with 'de' or 'd'' and the month to its year with 'de'.
const foreignMonth = new RegExp(
  `(?<!\\p{N})(\\d{1,2})\\.?\\s(?:de\\s|d['’])?(${[...monthOf.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})(?:\\sde(?=\\s\\d{4}))?`,
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

// A year-first dotted date ('2027.06.05 (토)', as Korea writes it): read as '2027/06/05'.
const yearFirstDotted = /(?<![\d.])(\d{4})\.(\d{1,2})\.(\d{1,2})(?![\d.])/g;

// Japanese, Korean and Chinese dates ('2027年5月15日(土)', '2027년 6월 5일'): read as '2027/5/15'.
const cjkDate = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/gu;
// Their clock ('오후 6시 00분', '午後6時30分', '19時30分'): read as '6:00 pm', '19:30'.
const cjkTime = /(午後|午前|오후|오전|下午|上午|晚上)?\s*(\d{1,2})\s*[時时시點点]\s*(\d{1,2})\s*[分분]/gu;
const afternoon = new Set(['午後', '오후', '下午', '晚上']);
// A half of the day before a clock with a colon ('晚上8:15', '오후 7:30'): read as '8:15 pm'.
const cjkHalfClock = /(午後|午前|오후|오전|下午|上午|晚上)\s*(\d{1,2}):(\d{2})/gu;

function readableCjk(text: string): string {
  return text
    .replace(cjkDate, (all, year: string, month: string, day: string) =>
      padded(`${year}/${month}/${day}`, all.length),
    )
    .replace(cjkTime, (all, half: string | undefined, hour: string, minute: string) => {
      const clock = `${hour}:${minute.padStart(2, '0')}${half ? (afternoon.has(half) ? ' pm' : ' am') : ''}`;
      return clock.length <= all.length ? padded(clock, all.length) : all;
    })
    .replace(cjkHalfClock, (all, half: string, hour: string, minute: string) => {
      const clock = `${hour}:${minute}${afternoon.has(half) ? 'pm' : 'am'}`;
      return clock.length <= all.length ? padded(clock, all.length) : all;
    });
}
const cjkMark = /[年년時时시點点午後오전上晚]/u;

// The Arabic clock's halves of the day ('08:00 مساءً', evening; '11:30 صباحاً', morning), with their marks.
const arabicHalf = /(\d{1,2}:\d{2})\s?(مساء|صباحا?)[\u064B-\u065F]*(?!\p{L})/gu;

const readableArabicClock = (text: string) =>
  text.replace(arabicHalf, (all, clock: string, half: string) =>
    padded(`${clock} ${half === 'مساء' ? 'pm' : 'am'}`, all.length),
  );
const arabicLetter = /[\u0600-\u06ff]/u;
// Thai dates count the years of the Buddhist era, 543 ahead ('วันเสาร์ที่ 13 มีนาคม 2570', '18/01/2570'):
// read as '13 Mar 2027' and '18/01/2027'.
const thaiMonths = [
  ...['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม'],
  ...['กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
];
const thaiShortMonths = [
  ...['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
];
const thaiMonthIndex = new Map([
  ...thaiMonths.map((name, index): [string, number] => [name, index]),
  ...thaiShortMonths.map((name, index): [string, number] => [name, index]),
]);
const escapeDots = (name: string) => name.replace(/\./g, '\\.');
const thaiDate = new RegExp(
  `(\\d{1,2})\\s*(${[...thaiMonthIndex.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeDots)
    .join('|')})\\s*(?:พ\\.ศ\\.\\s*)?(25\\d\\d|\\d{4})?`,
  'gu',
);
const buddhistYear = /(?<!\d)(25[4-9]\d)(?!\d)/g;
const thaiLetter = /[\u0e00-\u0e7f]/u;
const gregorian = (year: string) => (Number(year) >= 2400 ? String(Number(year) - 543) : year);
function readableThai(text: string): string {
  return text
    .replace(thaiDate, (all, day: string, month: string, year: string | undefined) =>
      padded(`${day} ${english[thaiMonthIndex.get(month)!]}${year ? ` ${gregorian(year)}` : ''}`, all.length),
    )
    .replace(buddhistYear, (year: string) => gregorian(year));
}

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
  if (cjkMark.test(read)) read = readableCjk(read);
  if (/\d{4}\.\d/.test(read)) read = read.replace(yearFirstDotted, '$1/$2/$3');
  if (arabicLetter.test(read)) read = readableArabicClock(read);
  if (thaiLetter.test(read)) read = readableThai(read);
  return read;
}
