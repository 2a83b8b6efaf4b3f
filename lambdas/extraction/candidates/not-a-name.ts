import { foldText, words } from '../text/normalise.ts';
import { lexiconClassesOf, seatingKeywordClass } from './lexicon.ts';

/**
 * What is never an event's or a venue's name, though it stands where names stand: labels of numbers,
 * credits and support acts, durations, codes and times under their labels.
 */

// 'Account #', 'Order No.', 'Kundennr.': the label of a number, never a name.
export const numberLabel = /(?:#|\b(?:no|nr|num)\.?|nr\.|\bn[°º])$/iu;

// 'EVENT 1 of 2', 'Ticket 3 / 4', '2 of 2': which of a list an item is, never its name.
export const itemOfList =
  /^(?:(?:event|ticket|game|match|show|order|item|evento|veranstaltung|billet|entrada)s?\s+)?\d{1,2}\s*(?:of|\/|von|de|sur)\s*\d{1,2}$/iu;

// 'Organized by …', 'Direction : …', 'Texto y dirección: …', 'Buch und Regie: …': a credit names people,
// not the event or the venue.
const creditWords =
  'direction direccion conductor dirigent dirigentin leitung director directora directeur solist solistin soliste solistes soloist soloists cast besetzung reparto distribution regie inszenierung choreographie choreography choreografie coreografia text texto texte tekst libretto book buch lyrics music musik musique musica muziek autor autora auteur author dramaturgia dramaturgie adaptation adaptacion bearbeitung translation traduccion traduction vertaling'.split(
    ' ',
  );
export const creditLabels = new Set(creditWords);
const creditTerm = `(?:musikalische leitung|directeur musical|chef d orchestre|direccion musical|mise en scene|${creditWords.join('|')})`;
// The support act ('Special Guest: Malu Fenn', 'met support: Velvet Dunes', 'Première partie : …', 'with
// special guests Lumen Hart and The Parallels'), also in Italian, Portuguese, Polish, Czech, the Nordic
// languages and Finnish ('goście specjalni: Sowa Śnieżna').
const supportAct =
  '(?:with |plus |and )?special guests?|(?:with |met )?support(?: act| from)?|voorprogramma|vorband|vorprogramm|premiere partie|invites?|teloneros?|artistas? invitados?|' +
  'ospiti speciali|convidados? especia(?:l|is)|goscie specjalni|gosc specjalny|specialni hoste?|specialgaster?|' +
  'oppvarming|opvarmning|lammittelija';
export const creditLine = new RegExp(
  `^(?:(?:organi[sz]ed|presented|hosted|promoted|produced|written|directed|composed|choreographed) by|(?:an? )?(?:new )?(?:musical|play|opera|operetta|comedy|drama|ballet) by |(?:organise|presente|produit) par|(?:organizado|presentado|producido) por|(?:veranstaltet|organisiert|prasentiert) von|(?:georganiseerd|gepresenteerd) door|(?:${supportAct})\\s*:|(?:with|plus|and) (?:special guests?|support(?: act| from)?) |${creditTerm}(?: (?:y|und|et|and|en|e|&) ${creditTerm})*\\s*:)`,
);
export const supportLabel = new RegExp(`^(?:${supportAct})$`);
// A part of a line that credits someone: 'Aurelio Bastiani, Leitung', '… · tekst Mathias Verhulst'.
const creditPart = new RegExp(`^${creditTerm}(?:$|\\s*:|\\s+\\S)`);
// 'Clara Solsona, voz', '… · Pau Ferrer, piano': a performer's voice or instrument, as a whole part.
const performerRoles = new Set(
  'voz voice vocals vocal gesang chant zang piano klavier violin violine violon violin viola alto cello violoncelle violonchelo guitar gitarre guitare guitarra gitaar bass kontrabass contrabajo drums schlagzeug bateria percussion soprano sopran mezzo mezzosoprano tenor tenore baritone bariton baritono organ orgel orgue organo flute flote flauta clarinet klarinette trumpet trompete trompette trompeta saxophone'.split(
    ' ',
  ),
);
// 'Meadows Chamber Players presents', 'Live Nation präsentiert': who presents, over the title.
const presenterLine =
  /\s(?:presents|prasentiert|presenta|presentan|presente|presentent|presenteert|presenteren)$/;
// '+ Halftone Saints' under the headliner: DICE's support act.
const plusAct = /^\+\s*\p{L}/u;
export const isCredit = (text: string) => {
  if (plusAct.test(text.trim())) return true;
  const folded = foldText(text);
  if (creditLine.test(folded) || presenterLine.test(folded)) return true;
  const parts = folded.split(/\s*[·•|,]\s*|\s+[-–]\s+/);
  return parts.length > 1 && parts.slice(1).some((part) => creditPart.test(part) || performerRoles.has(part));
};

/**
 * 'Tristan: Henrik Aldmann · Isolde: Maren Ekström · König Marke: …': an opera's cast, each role (no
 * label the lexicon knows) and its singer. None of its values names the event or the venue.
 */
export const isCastList = (text: string) => {
  if (!text.includes(':')) return false;
  const parts = text.split(/\s*[·•|;]\s*/);
  return (
    parts.length >= 2 &&
    parts.every((part) => {
      const match = /^([^:]{2,40}):\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})$/u.exec(part.trim());
      return match !== null && lexiconClassesOf(words(match[1]!)).length === 0;
    })
  );
};

// The surnames of the composers most performed in opera and concert halls (folded).
const composers = new Set(
  (
    'mozart verdi wagner puccini bizet beethoven strauss tchaikovsky tschaikowsky rossini donizetti bellini ' +
    'handel haendel bach mahler brahms schubert schumann haydn dvorak sibelius ravel debussy stravinsky ' +
    'strawinsky prokofiev prokofjew shostakovich schostakowitsch rachmaninoff rachmaninov mendelssohn ' +
    'chopin liszt bruckner britten janacek massenet gounod offenbach lehar monteverdi purcell gluck berlioz ' +
    'elgar vivaldi bernstein saens smetana mussorgsky mussorgski grieg nielsen bartok weber humperdinck ' +
    'korngold poulenc faure rimsky korsakov glass adams part orff gershwin'
  ).split(' '),
);

/**
 * 'Richard Wagner', 'GIUSEPPE VERDI', 'Wolfgang Amadeus Mozart' over the title: a composer's name alone
 * (two to four capitalised words ending in a known surname), no event and no venue.
 */
export const isComposer = (value: string, valueWords: readonly string[]) =>
  valueWords.length >= 2 &&
  valueWords.length <= 4 &&
  composers.has(valueWords.at(-1)!) &&
  /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(value.trim());

// Who a ticket is for, in the languages of the mail: a price line's kind ('Adult (18+)', 'Volwassene',
// 'Kind (4-15 jaar)', 'Ermäßigt'), no event and no venue.
const ticketKinds = new Set(
  (
    'adult adults child children kid kids junior juniors senior seniors student students concession ' +
    'concessions youth infant infants toddler erwachsene erwachsener erwachsenen kind kinder ermassigt ermaßigt ' +
    'schuler volwassene volwassenen kinderen jongeren adulto adultos nino ninos jubilado reducida adulte ' +
    'adultes enfant enfants etudiant reduit intero ridotto bambino bambini ragazzo inteira meia crianca ' +
    'jaar years yrs ans anos anni jahre under over plus'
  ).split(' '),
);
export const isTicketKind = (valueWords: readonly string[]) => {
  const named = valueWords.filter((word) => !/^\d+$/.test(word));
  return (
    named.length > 0 &&
    named.length <= 4 &&
    named.every((word) => ticketKinds.has(word)) &&
    !named.every((word) =>
      ['under', 'over', 'plus', 'jaar', 'years', 'yrs', 'ans', 'anos', 'anni', 'jahre'].includes(word),
    )
  );
};

// 'Durée : environ 3h10', 'Running time 2 hours': how long it lasts, never a name.
export const durationLabels = new Set([
  'duration',
  'running time',
  'run time',
  'runtime',
  'length',
  'dauer',
  'spieldauer',
  'laufzeit',
  'duracion',
  'duree',
  'duur',
  'speelduur',
]);

export const durationLine = new RegExp(`^(?:${[...durationLabels].join('|')})\\s*:`);

// 'E-26-0471193', 'Bestellnummer E-26-0471193': a code of an order or a ticket names nothing.
const codeValue = /^(?:\S+\s+)?[\p{L}\d/-]*\d[\p{L}\d/-]*$/u;
export const isCode = (text: string) => codeValue.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5;

// 'K-18', 'PG-13', 'FSK 16', 'Ab 18', '18+': an age limit, printed beside the venue, names nothing.
const ageLimit = /^(?:(?:k|s|r|pg|fsk|ab|usk|\+)[- ]?\d{1,2}\+?|\d{1,2}\+|pg-13)$/iu;
export const isAgeLimit = (text: string) => ageLimit.test(text.trim());

// 'General 3 x 24,00 €', '2 x Adult @ £110.00', 'HK$880': a price, a count at a price or an order's line
// ('2 x Adult', a table's 'x 2') names nothing.
const moneyAmount = /(?:[$€£¥]\s?\d|\d\s?(?:[€£]|(?:eur|usd|gbp|chf)\b))/iu;
const countAtPrice = /\b\d{1,2}\s*[x×]\s|\s@\s/iu;
const countTimes = /^\d{1,2}\s*[x×]\s|^[x×]\s?\d{1,3}$|^\d{1,3}\s?[x×]$/u;
const moneyAlone = /^(?:\p{Lu}{0,3}[$€£¥]\s?\d[\d.,]*|\d[\d.,]*\s?[€£])$/u;
/** An order's line: a count at a price ('2 x Adult - A Reserve @ $119.90'). */
export const isOrderLine = (text: string) => moneyAmount.test(text) && countAtPrice.test(text);
export const isPrice = (text: string) => moneyAlone.test(text) || countTimes.test(text) || isOrderLine(text);

// 'Doors 7:00 PM', 'Einlass 18:30 Uhr': a time under its label names nothing.
const clockInText = /\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2}\s*(?:am|pm|uhr)\b/i;
export const isClockLine = (valueWords: readonly string[], text: string) =>
  clockInText.test(text) &&
  lexiconClassesOf(valueWords.slice(0, 1)).some((cls) => cls === 'doors' || cls === 'time');

// 'Dear Tony Marchand,', 'Sehr geehrte Frau Lindqvist,', 'Madame, Monsieur,', 'Beste Sanne,', 'Hej
// Elin,', 'Olá Miguel,': the salutation of a letter, never a name. Only with its closing comma ('Hello, Dolly!' is a musical).
const salutation =
  /^(?:dear|hi|hello|hey|good (?:morning|afternoon|evening)|sehr geehrte[rs]?|liebe[rs]?|hallo|guten (?:tag|abend|morgen)|gruezi|gru(?:ss|ß) gott|servus|moin|estimad[oa]s?|querid[oa]s?|hola|buen[oa]s (?:dias|tardes|noches)|bonjour|bonsoir|chere?s?|madame|monsieur|mesdames|messieurs|beste|geachte|gentile|car[oa]|ciao|salve|buon(?:giorno|asera)|ola|oi|prezad[oa]s?|bom dia|boa (?:tarde|noite)|czesc|witaj|witam|szanown[aeiy]|drog[aiy]|dzien dobry|hej|hejsan|hei|halla|kære|kjære|god (?:dag|morgon|morgen|kvall|kveld|aften)|moi|hyva|terve) /u;
// …and in the languages of Central and Eastern Europe, the Baltic states, the Balkans, Turkey, Greece,
// Israel and Southeast Asia ('Poštovani Ivane Babiću,', 'Здравейте, Елена,', 'Sayın Can Yıldız,', 'שלום
// רון,', 'Xin chào Lê Quang Huy,'), folded as the line's words are.
const moreSalutations = [
  ...['Poštovani', 'Poštovana', 'Spoštovani', 'Spoštovana', 'Dragi', 'Draga', 'Vážený', 'Vážená'],
  ...['Dobrý den', 'Ahoj', 'Sveiki', 'Labdien', 'Labas', 'Tere', 'Lugupeetud', 'Stimate', 'Stimată'],
  ...['Bună ziua', 'Kedves', 'Tisztelt', 'Здравейте', 'Уважаеми', 'Поштовани', 'Поштована', 'Драги'],
  ...['Merhaba', 'Sayın', 'Değerli', 'Sevgili', 'Αγαπητέ', 'Αγαπητή', 'Γεια σας', 'Γεια σου', 'שלום'],
  ...['Xin chào', 'Kính gửi', 'Thân gửi', 'Halo', 'Yth', 'Salam', 'Kumusta', 'Magandang araw'],
].map((phrase) => `${words(phrase).join(' ')} `);
// 'Guten Tag Herr Meier', 'Dear Mrs Okafor': a salutation and a title before the name is one without
// its comma too.
const salutationWithTitle =
  /^(?:dear|hello|hi|sehr geehrte[rs]?|guten (?:tag|abend|morgen)|gruezi|liebe[rs]?|hallo|bonjour|estimad[oa]|gentile|geachte|beste) (?:herr|frau|mr|mrs|ms|miss|dr|monsieur|madame|senor|senora|sig|signor|signora|heer|mevrouw|meneer) /u;
export const isGreeting = (text: string) => {
  const folded = `${words(text).join(' ')} `;
  if (!/[,:]\s*$/.test(text)) return salutationWithTitle.test(folded);
  return salutation.test(folded) || moreSalutations.some((phrase) => folded.startsWith(phrase));
};

// 'Red Car Park', 'Stadium East Parking Garage', 'Parkhaus Nord': where cars are left, not the venue.
const parkingPlace =
  /(?:^|\s)(?:car park|parking(?: lot| garage| area| deck)?|parkhaus(?: \S+)?|parkplatz(?: \S+)?|parkeergarage|aparcamiento|estacionamiento)$/u;
const parkingWord = /^(?:park|aparcamiento|estacionamiento)/;
export const isParkingPlace = (valueWords: readonly string[]) =>
  valueWords.some((word) => parkingWord.test(word)) && parkingPlace.test(valueWords.join(' '));

// 'The Box Office Team', 'Ihr Ticketing-Team', 'L'équipe billetterie': who signs the mail, never a name.
const signOffStart = new Set([
  'the',
  'your',
  'ihr',
  'ihre',
  'dein',
  'das',
  'votre',
  'l',
  'le',
  'el',
  'su',
  'tu',
  'je',
  'uw',
  'het',
]);
export const isSignOff = (valueWords: readonly string[]) =>
  valueWords.length >= 2 &&
  valueWords.length <= 6 &&
  signOffStart.has(valueWords[0]!) &&
  (valueWords.at(-1) === 'team' || valueWords[1] === 'equipe' || valueWords[1] === 'equipo');

// What kind of show it is, in the five languages: a genre line beside the title names no event.
// ('Cabaret' is left out: it is a musical's title.)
const genreWords = new Set([
  ...['kabarett', 'kleinkunst', 'comedy', 'stand', 'up', 'standup', 'commedia', 'musicale', 'musical'],
  ...['konzert', 'concert', 'concierto', 'concerto', 'theater', 'theatre', 'teatro', 'oper', 'opera'],
  ...['operette', 'ballett', 'ballet', 'tanz', 'dance', 'danza', 'schauspiel', 'klassik', 'classical'],
  ...['jazz', 'pop', 'rock', 'comedie', 'humour', 'humor', 'kinder', 'family', 'familie', 'show'],
  ...['spectacle', 'espectaculo', 'voorstelling', 'cirque', 'circus', 'zirkus', 'lesung', 'reading'],
  ...['literatur', 'poetry', 'slam'],
  // The words that join two genres.
  ...['und', 'and', 'y', 'et', 'e', 'en'],
]);

/** 'Kabarett & Comedy', 'Commedia musicale', 'Klassik': a genre, not the event's name. */
export const isGenre = (valueWords: readonly string[]) =>
  valueWords.length > 0 && valueWords.length <= 4 && valueWords.every((word) => genreWords.has(word));

/** 'Row B', 'Seats 12-13', 'Fila 7': a row or seats with its keyword, never a name ('Skid Row' names no row). */
export const isRowOrSeats = (valueWords: readonly string[]) => {
  const keyword = valueWords[0] === undefined ? undefined : seatingKeywordClass(valueWords[0]);
  return (
    ((keyword === 'row' || keyword === 'seat') &&
      valueWords.length >= 2 &&
      valueWords.length <= 5 &&
      /^(?:\d|[a-z]{1,2}$)/.test(valueWords[1]!)) ||
    rowWithSeatCodes(valueWords) ||
    // 'Compton Lower · Row 8 · Seats 22-23': a row and seats, each with its value.
    (valueWords.length <= 10 &&
      keywordWithValue(valueWords, 'row') &&
      keywordWithValue(valueWords, 'seat')) ||
    // 'Table 14, Seats 1 thru 4', 'Loge 12 Platz 3': a numbered place and its seats.
    numberedPlaceWithSeats(valueWords) ||
    // 'D17, D18': seat codes alone (one code may be a band's name, 'U2').
    (valueWords.length >= 2 && valueWords.every((word) => /^[a-z]{1,2}\d{1,3}$/.test(word))) ||
    // '15 y 17', '3 und 4': seat numbers joined by a word.
    (valueWords.length >= 3 &&
      valueWords.every((word, i) => (i % 2 === 0 ? /^\d{1,4}$/.test(word) : numberJoiners.has(word))))
  );
};

const numberJoiners = new Set(['and', 'y', 'e', 'et', 'und', 'en', 'och', 'og', 'i', 'a', 'ja', 'to', 'bis']);

const keywordWithValue = (valueWords: readonly string[], keyword: 'row' | 'seat') =>
  valueWords.some(
    (word, i) =>
      seatingKeywordClass(word) === keyword && /^(?:\d{1,4}|[a-z]{1,2})$/.test(valueWords[i + 1] ?? ''),
  );

const numberedPlaceWithSeats = (valueWords: readonly string[]) => {
  if (valueWords.length > 8) return false;
  const seatAt = valueWords.findIndex(
    (word, i) => seatingKeywordClass(word) === 'seat' && /^\d{1,4}$/.test(valueWords[i + 1] ?? ''),
  );
  return seatAt > 0 && valueWords.slice(0, seatAt).some((word) => /^\d{1,4}$/.test(word));
};

/**
 * 'Stalls Row H H5-H7', 'Grand Circle, Row D, D17, D18': a row and seat codes with its letter; 'Grand
 * Circle, Row D': an area that ends in its row.
 */
const rowWithSeatCodes = (valueWords: readonly string[]) =>
  valueWords.length <= 8 &&
  ((valueWords.length >= 3 &&
    seatingKeywordClass(valueWords.at(-2)!) === 'row' &&
    /^(?:[a-z]{1,2}|\d{1,3})$/.test(valueWords.at(-1)!)) ||
    valueWords.some(
      (word, i) =>
        seatingKeywordClass(word) === 'row' &&
        /^[a-z]{1,2}$/.test(valueWords[i + 1] ?? '') &&
        (valueWords[i + 2] ?? '').startsWith(valueWords[i + 1]!) &&
        /^[a-z]{1,2}\d{1,3}$/.test(valueWords[i + 2]!),
    ));

// '“Happy birthday!! enjoy the game, go Driftwood” — Jordan': a sender's message in quotes, signed.
const quotedMessage = /^\s*["“„«‘].*["”»’]\s*[-–—]\s*\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?\s*$/u;
export const isQuotedMessage = (text: string) => quotedMessage.test(text);

// 'with Ola Ferris', 'w/ Honey Rot', 'feat. Marta Lis' on a line of its own under the headliner: the
// support act, written in lower case as the rest of a billing.
const billingRest = /^(?:with|w\/|feat\.?|featuring|plus|mit|avec|con|met)\s+\p{Lu}/u;
export const isBillingRest = (text: string) => billingRest.test(text.trim());

// 'Erkel Ferenc operája három felvonásban', 'Peter Iľjič Čajkovskij · balet v dvoch dejstvách', 'Oper in
// drei Akten': a line that tells the work's form in acts describes it under its title and names nothing.
const actCounts = new Set(
  (
    'one two three four five 1 2 3 4 5 einem zwei drei vier funf un une deux trois quatre cinq uno due tre ' +
    'quattro cinque dos tres cuatro cinco jednym dwoch trzech czterech jednom dvou dvoch trech troch ctyrech ' +
    'egy ket harom negy ot een twee drie vier vijf'
  ).split(' '),
);
const actWords = new Set(
  (
    'act acts akt akten aufzug aufzugen acte actes atto atti acto actos aktach dejstvi dejstvich dejstvach ' +
    'jednani jednanich felvonas felvonasban felvonasos bedrijf bedrijven'
  ).split(' '),
);
export const describesWorkInActs = (valueWords: readonly string[]) =>
  valueWords.some((word, i) => actCounts.has(word) && actWords.has(valueWords[i + 1] ?? ''));

// 'Intestatario: Ferri & Associati', 'Kupujący: Paweł Zieliński', 'Abonnent: Dr. Jürgen Albrecht': the
// label of who bought or holds the tickets, whose value is a person or a company.
export const holderLabels = new Set(
  (
    'intestatario intestataria referente acquirente kupujacy zamawiajacy abonnent abonnentin kunde kundin ' +
    'besteller bestellerin karteninhaber ticketinhaber inhaber purchaser buyer holder titular titulaire ' +
    'comprador compradora acheteur acheteuse koper klant kupujici objednavatel vasarlo'
  ).split(' '),
);
