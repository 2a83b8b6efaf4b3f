// Unicode-property patterns are module constants: esbuild (tsx, the bundles) turns a literal with
// \p{…} into `new RegExp(…)`, which would build it again on every call.

const streetWords =
  'street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way|place|pl|square|sq|parkway|pkwy|circle|cir|court|ct|terrace|highway|hwy|loop';

/** '50 Goulburn Street', '1000 Chopper Cir' anywhere in a text: a house number, a name, a street word. */
export const streetInText = new RegExp(
  `\\b\\d+[a-z]?\\s+(?:[\\p{L}\\d.'-]+\\s+){1,3}(?:${streetWords})\\b`,
  'iu',
);

/**
 * 'Wapping Road, Bristol, BS1 6UA', 'New Road, Brighton BN1 1SD': a street without its number that the
 * rest of its address follows (alone, 'Ember Road' may be a band).
 */
export const streetThenAddress = new RegExp(`^(?:[\\p{L}.'’-]+\\s+){1,3}(?:${streetWords})\\.?,\\s`, 'iu');

/**
 * 'Calle de Atocha, 18', 'Hauptstraße 5', 'Kerkstraat 12', 'Av. Javier Prado Este 2225', 'De Passage 100':
 * a street named before its number.
 */
export const streetFirst =
  /^(?:calle|c\/|avenida|avda\.?|av|calzada|paseo|plaza|carrer|rue|avenue|boulevard|bd|place|quai|via|viale|piazza|[\p{L}-]*(?:stra(?:ss|ß)e|str\.|weg|platz|allee|gasse|ring|damm|straat|laan|plein|gracht|kade|singel))\b[^,\d]{0,40},?\s+\d{1,4}[a-z]?\b/iu;

// A whole value that is a street: '225 West 44th Street', '1 place du Châtelet', 'Calle del Príncipe',
// 'Rue de Lyon', 'Köpenicker Str. 70', 'Louwesweg 1', 'Jl. Pintu Satu Senayan', 'Đường Lê Đức Thọ'. Without a number, streets named 'Plaza' or 'Place' are left out: so are venues ('Plaza de
// Toros', 'Place des Arts').
const wholeStreet = new RegExp(
  `^(?:\\d{1,5}[a-z]?(?:-\\d{1,5})?\\s+(?:[\\p{L}\\d.'-]+\\s+){0,3}(?:${streetWords})\\.?|\\d{1,5}[a-z]?,?\\s+(?:(?:rue|avenue|boulevard|bd|quai|chemin|cours|impasse|calle|avenida|paseo)\\s+|(?:place|plaza)\\s+(?:(?:du|de|des)\\s|d['’]))[\\p{L}\\s'’.-]{2,40}|(?:calle|avenida|avda\\.?|av\\.|calzada|carretera|paseo|carrer|rue|boulevard|quai|via)\\s+[\\p{L}\\s'.-]{2,40}(?:\\s(?:\\d{1,5}|s\\/n))?|[\\p{L}-]+(?:stra(?:ss|ß)e|str\\.|gasse|allee|straat|laan|gracht|kade)(?:\\s+\\d{1,4}[a-z]?)?|[\\p{L}-]+\\s+(?:stra(?:ss|ß)e|str\\.|gasse|allee|weg|damm)\\s+\\d{1,4}[a-z]?|[\\p{L}-]+(?:weg|plein|singel|dijk|platz|ring|damm)\\s+\\d{1,4}[a-z]?|(?:jl\\.?|jln\\.?|jalan|đường|phố)\\s+[\\p{L}\\s'.-]{2,40}(?:\\s\\d{1,5})?)$`,
  'iu',
);

/**
 * Whether the text is a street (with or without its number) or an address that starts with one
 * ('225 West 44th Street, New York, NY 10036').
 */
export const isStreet = (text: string): boolean => {
  const first = text.split(',')[0]!.trim();
  return nordicStreet(first) || wholeStreet.test(first);
};

// The Nordic languages write the street into one word ('Dalhallavägen', 'Drottninggatan 12',
// 'Tollbodveien', 'Mannerheimintie 13'); not '-gade' or '-gate', which end English words ('Brigade',
// 'Southgate'). Read by its ending, without a pattern that would try every letter as the word's start.
const nordicStreetEnds = [
  'vägen',
  'gatan',
  'veien',
  'vegen',
  'gaten',
  'vejen',
  'gaden',
  'katu',
  'kuja',
  'tie',
];
const houseNumber = /^\d{1,4}[a-z]?$/i;
function nordicStreet(text: string): boolean {
  const [word, number, ...rest] = text.split(/\s+/);
  if (!word || rest.length > 0 || (number !== undefined && !houseNumber.test(number))) return false;
  const folded = word.toLowerCase();
  return nordicStreetEnds.some(
    (end) => folded.endsWith(end) && folded.length >= end.length + (end === 'tie' ? 5 : 2),
  );
}

// A postcode: British ('M12 6AP'), a US state's ZIP ('NY 11211'), an Australian state's ('VIC 3002'), or
// one before its town ('20457 Hamburg').
const postcode =
  /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]{2}\s\d{5}(?:-\d{4})?|(?:VIC|NSW|QLD|SA|WA|TAS|ACT|NT)\s\d{4}|\d{4,5}\s\p{Lu}\p{Ll}+)\b/u;

const streetStart = new RegExp(
  `^(?:(?:[\\p{L}.'’-]+\\s+){1,2}(?:${streetWords}|parade|broadway|crescent|grove|mews|close|walk|gardens)\\.?|\\d{1,5}[a-z]?\\s+[\\p{L}\\d .'’-]{2,30}),\\s`,
  'iu',
);

/**
 * 'Stockport Road, Ardwick, Manchester M12 6AP', '146 Broadway, Brooklyn, NY 11211': an address that
 * starts with its street, so that no part of it is a venue's or an event's name.
 */
export const isStreetAddress = (text: string): boolean => streetStart.test(text) && postcode.test(text);

/** '20457 Hamburg', '75010 Paris': a five-digit postcode and its town ('2300 Arena' is a venue). */
export const isPostcodeTown = (text: string): boolean =>
  postcodeTown.test(text.trim()) || cityAndState.test(text.trim());
const postcodeTown = /^\d{5}\s+\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}?\p{Ll}+)*$/u;
// 'Nashville, TN', 'Saint Paul, MN 55102', 'Seattle, WA': a North American or Australian town and its
// state's code.
const cityAndState =
  /^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){0,2},\s*(?:A[LKZRB]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOTB]|N[EVHJMYCDBSLTU]|O[HKRN]|P[AEI]|QC|RI|S[CDK]|T[NXAS]|UT|V[TAI]|W[AVIY]|YT|QLD|NSW|ACT)(?:\s+[\dA-Z][\dA-Z -]{2,8})?$/u;
