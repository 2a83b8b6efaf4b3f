import { documentCache, foldText } from '../text/normalise.ts';

/**
 * Label words in the five languages the engine reads (English, German, Spanish, French, Dutch),
 * folded (lower case, no accents). They are features, not rules: the model weighs them and learns
 * labels that are not listed here from corrected examples.
 */
export const lexicon = {
  section: [
    // '_lead': the part of a seating line before its first keyword ('Orchestra Right, Row B, …').
    '_lead', 'section', 'sec', 'sect', 'sektion', 'block', 'blk', 'blok', 'bloc', 'seccion', 'sector', 'sektor',
    'zone', 'zona', 'area', 'bereich', 'tribune', 'tribuna', 'vak', 'level', 'tier', 'stand',
    'categorie', 'category', 'kategorie', 'categoria', 'stage', 'etage', 'planta', 'gradin', 'grada',
  ],
  row: ['row', 'rw', 'reihe', 'fila', 'rang', 'rangee', 'rij', 'riga', 'fileira', 'rg', 'rh'],
  seat: [
    'seat', 'seats', 'st', 'platz', 'platze', 'sitz', 'sitzplatz', 'sitzplatze', 'asiento', 'asientos',
    'butaca', 'butacas', 'localidad', 'place', 'places', 'siege', 'sieges', 'fauteuil', 'stoel', 'stoelen',
    'zitplaats', 'zitplaatsen', 'plaats', 'plaatsen', 'seat number', 'seat numbers', 'stuhl',
  ],
  quantity: [
    'quantity', 'qty', 'tickets', 'ticket', 'number of tickets', 'no of tickets', 'anzahl', 'menge',
    'karten', 'tickets total', 'cantidad', 'entradas', 'boletos', 'quantite', 'nombre', 'billets',
    'nombre de billets', 'aantal', 'kaarten', 'aantal tickets', 'pax', 'count', 'stuck',
  ],
  event: [
    'event', 'event name', 'show', 'veranstaltung', 'evento', 'evenement', 'performance', 'artist',
    'artiste', 'kunstler', 'artista', 'concert', 'konzert', 'concierto', 'spectacle', 'voorstelling',
    'match', 'game', 'spiel', 'partido', 'wedstrijd', 'production', 'title', 'titel', 'titulo', 'titre',
    'attraction', 'programm', 'programa', 'programme',
  ],
  venue: [
    'venue', 'location', 'ort', 'veranstaltungsort', 'spielstatte', 'halle', 'lugar', 'recinto', 'sede',
    'lieu', 'salle', 'locatie', 'zaal', 'where', 'wo', 'donde', 'ou', 'waar', 'address', 'adresse',
    'direccion', 'adres', 'theatre', 'theater', 'stadium', 'arena', 'place of event', 'locale',
  ],
  date: [
    'date', 'event date', 'when', 'datum', 'fecha', 'wann', 'dia', 'quand', 'wanneer', 'day', 'tag',
    'jour', 'dag', 'date and time', 'date time', 'datum uhrzeit', 'fecha y hora', 'date et heure',
    'datum en tijd', 'termin', 'showtime', 'starts',
  ],
  time: [
    'time', 'uhrzeit', 'hora', 'heure', 'tijd', 'beginn', 'start', 'begin', 'aanvang', 'inicio',
    'debut', 'show', 'showtime', 'start time', 'event starts', 'anfang', 'comienzo', 'curtain', 'first pitch',
    'kick off', 'kickoff', 'tip off', 'puck drop', 'faceoff', 'anpfiff', 'vorstellungsbeginn', 'konzertbeginn',
    'spielbeginn', 'funcion', 'concierto', 'a las', 'lever de rideau', 'spectacle', 'voorstelling', 'starts',
  ],
  doors: [
    'doors', 'doors open', 'einlass', 'apertura', 'apertura de puertas', 'puertas', 'ouverture',
    'ouverture des portes', 'portes', 'deuren', 'deuren open', 'zaal open', 'entry', 'admission from',
    'gates', 'gates open', 'gate opens', 'last entry', 'lobby opens', 'box office opens', 'parking opens',
    'einlass ab', 'acceso', 'acceso desde', 'ouverture a', 'zaal open om', 'inloop', 'opens',
  ],
  order: [
    'order', 'order number', 'order no', 'order id', 'confirmation', 'confirmation number', 'booking',
    'booking reference', 'reference', 'ref', 'bestellung', 'bestellnummer', 'auftragsnummer', 'buchung',
    'buchungsnummer', 'pedido', 'numero de pedido', 'reserva', 'localizador', 'commande',
    'numero de commande', 'reservation', 'bestelling', 'bestelnummer', 'ordernummer', 'boeking',
    'transaction', 'invoice', 'rechnung', 'factura', 'facture', 'factuur',
  ],
  purchase: [
    'order date', 'purchase date', 'purchased', 'ordered', 'placed', 'bestelldatum', 'bestellt am',
    'kaufdatum', 'fecha de compra', 'fecha del pedido', 'date de commande', 'date d achat', 'besteldatum',
    'aankoopdatum', 'issued', 'sent', 'gesendet', 'enviado', 'envoye', 'verzonden', 'transfer date',
  ],
  price: [
    'price', 'total', 'subtotal', 'fee', 'fees', 'tax', 'amount', 'paid', 'preis', 'gesamt', 'summe',
    'gebuhr', 'betrag', 'precio', 'importe', 'cargo', 'prix', 'montant', 'frais', 'prijs', 'totaal',
    'kosten', 'bedrag', 'service fee', 'servicegebuhr', 'card', 'payment', 'zahlung', 'pago', 'paiement',
    'betaling', 'delivery', 'lieferung', 'entrega', 'livraison', 'levering',
  ],
  gate: ['gate', 'tor', 'eingang', 'puerta', 'acceso', 'porte', 'entree', 'ingang', 'entrance', 'door'],
  generalAdmission: [
    'general admission', 'ga', 'stehplatz', 'stehplatze', 'stehend', 'freie platzwahl', 'unnummeriert',
    'entrada general', 'admision general', 'acceso general', 'sin numerar', 'de pie',
    'placement libre', 'non numerote', 'fosse', 'debout', 'entree generale', 'staanplaats', 'staanplaatsen',
    'vrije plaatskeuze', 'vrije inloop', 'staan', 'algemene toegang', 'ongenummerd', 'unreserved',
    'unreserved seating', 'free seating', 'open seating', 'festival seating', 'standing', 'standing room',
    'general entry', 'pit', 'pista', 'innenraum', 'lawn', 'floor standing',
  ],
} as const;

export type LexiconClass = keyof typeof lexicon;
export const lexiconClasses = Object.keys(lexicon) as LexiconClass[];

const phrasesByFirstWord = new Map<string, { words: string[]; cls: LexiconClass }[]>();
for (const cls of lexiconClasses) {
  for (const phrase of lexicon[cls]) {
    const phraseWords = phrase.split(' ');
    const first = phraseWords[0]!;
    const list = phrasesByFirstWord.get(first) ?? [];
    list.push({ words: phraseWords, cls });
    phrasesByFirstWord.set(first, list);
  }
}

const classCache = documentCache<LexiconClass[]>();

/** The lexicon classes whose phrases occur as whole words in a list of folded words. */
export function lexiconClassesOf(labelWords: readonly string[]): LexiconClass[] {
  const key = labelWords.join(' ');
  const cached = classCache.get(key);
  if (cached) return cached;
  const classes = findClasses(labelWords);
  classCache.set(key, classes);
  return classes;
}

function findClasses(labelWords: readonly string[]): LexiconClass[] {
  const found = new Set<LexiconClass>();
  for (let i = 0; i < labelWords.length; i += 1) {
    const entries = phrasesByFirstWord.get(labelWords[i]!);
    if (!entries) continue;
    for (const entry of entries) {
      if (entry.words.every((word, k) => labelWords[i + k] === word)) found.add(entry.cls);
    }
  }
  return [...found];
}

/** The general-admission phrase that starts at a word, if any ('general admission', 'stehplatz'). */
export function admissionPhraseAt(lineWords: readonly string[], i: number): string[] | undefined {
  for (const entry of phrasesByFirstWord.get(lineWords[i]!) ?? []) {
    if (entry.cls === 'generalAdmission' && entry.words.every((word, k) => lineWords[i + k] === word)) return entry.words;
  }
  return undefined;
}

/** The lexicon classes of a label that is exactly one of the lexicon's phrases ('order number'). */
export function phraseClasses(labelWords: readonly string[]): LexiconClass[] {
  const entries = phrasesByFirstWord.get(labelWords[0] ?? '') ?? [];
  return entries
    .filter((entry) => entry.words.length === labelWords.length && entry.words.every((word, k) => labelWords[k] === word))
    .map((entry) => entry.cls);
}

/** Whether any folded word of a text is a single-word seating keyword (a cheap test before parsing). */
export function hasSeatingKeyword(textWords: readonly string[]): boolean {
  return textWords.some((word) => seatingKeywordClass(word) !== undefined);
}

/** Whether a single folded word is a seating keyword (section, row, seat or quantity). */
export function seatingKeywordClass(word: string): LexiconClass | undefined {
  const entries = phrasesByFirstWord.get(foldText(word));
  return entries?.find((entry) => entry.words.length === 1 && ['section', 'row', 'seat'].includes(entry.cls))?.cls;
}

/** Headings that start a block of other events offered for sale, not bought (folded). */
export const promoHeadings = [
  'you might also like', 'you may also like', 'recommended for you', 'more events', 'upcoming events',
  'other events', 'similar events', 'don t miss', 'das konnte sie auch interessieren', 'weitere veranstaltungen',
  'empfehlungen fur sie', 'auch interessant', 'tambien te puede interesar', 'te puede interesar', 'mas eventos',
  'otros eventos', 'vous aimerez aussi', 'vous aimerez peut etre', 'a ne pas manquer', 'autres evenements',
  'misschien ook leuk', 'ook interessant', 'meer evenementen', 'andere evenementen', 'tip voor jou',
];

/** Words inside a value that hint at what it names (folded). */
export const valueHints = {
  venueNoun: [
    'arena', 'stadium', 'stadion', 'estadio', 'stade', 'theater', 'theatre', 'teatro', 'hall', 'halle',
    'club', 'center', 'centre', 'garden', 'gardens', 'park', 'amphitheatre', 'amphitheater', 'palacio',
    'palais', 'paleis', 'dome', 'auditorium', 'field', 'bowl', 'pavilion', 'coliseum', 'colosseum',
    'forum', 'ballroom', 'opera', 'oper', 'sala', 'salle', 'zaal', 'philharmonie', 'kino', 'cinema',
    'ziggo', 'olympia', 'musikhalle', 'konzerthaus', 'festhalle', 'hippodrome', 'ahoy', 'paradiso',
    'music', 'house', 'lounge', 'square', 'plaza', 'coliseo', 'auditorio', 'zenith', 'velodrome',
  ],
  eventNoun: [
    'tour', 'live', 'concert', 'konzert', 'concierto', 'festival', 'vs', 'v', 'fc', 'presents',
    'musical', 'show', 'world', 'night', 'experience', 'the', 'symphony', 'orchestra', 'ballet', 'comedy',
    'playoffs', 'championship', 'cup', 'league', 'game', 'tournee', 'gira', 'spectacle', 'opera',
  ],
  boilerplate: [
    'order', 'confirmation', 'confirmed', 'thank', 'thanks', 'receipt', 'ticket', 'tickets', 'your',
    'you', 'dear', 'hello', 'hi', 'unsubscribe', 'privacy', 'terms', 'help', 'contact', 'view', 'download',
    'app', 'account', 'password', 'copyright', 'rights', 'reserved', 'policy', 'questions', 'customer',
    'service', 'support', 'email', 'mail', 'click', 'here', 'please', 'total', 'payment', 'hallo', 'hola',
    'bonjour', 'beste', 'vielen', 'dank', 'gracias', 'merci', 'bedankt', 'bestellung', 'pedido',
    'commande', 'bestelling', 'ihre', 'tu', 'su', 'votre', 'uw', 'je', 'wallet', 'barcode', 'transfer',
    'forwarded', 'message', 'from', 'sent', 'to', 'subject', 'date', 'fwd',
  ],
} as const;
