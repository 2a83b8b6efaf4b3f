/** What a labelled value on a ticket (a pass field) stands for. */
export type FieldRole = 'section' | 'row' | 'seat' | 'event' | 'venue' | 'date' | 'order' | 'quantity';

// Label words per role in English, German, Spanish, French, Dutch, Italian and Portuguese (accents stripped).
const roleWords: Record<FieldRole, string> = {
  section:
    'section sec sect sektion bereich block sector seccion secteur vak settore sezione tribune tribuna stand',
  row: 'row reihe fila rang rangee rij riga fileira',
  seat: 'seat seats sitz sitzplatz platz asiento asientos butaca siege sieges place stoel zitplaats plaats posto assento',
  event:
    'event eventname veranstaltung evento evenement show concert konzert match game spiel partido spectacle voorstelling performance',
  venue:
    'venue location veranstaltungsort spielort ort recinto lieu salle locatie zaal luogo local arena stadium',
  date: 'date datum fecha data when starts start eventdate',
  order:
    'order ordernumber bestellnummer bestellung pedido commande bestelling ordine confirmation booking buchungsnummer reference referencia',
  quantity: 'quantity qty tickets anzahl cantidad quantite aantal quantita',
};

const roleByWord = new Map<string, FieldRole>();
for (const [role, words] of Object.entries(roleWords) as [FieldRole, string][]) {
  for (const word of words.split(' ')) roleByWord.set(word, role);
}

// When a label names several roles ('Event date', 'Seat section'), the more specific one wins.
const priority: FieldRole[] = ['section', 'row', 'seat', 'date', 'order', 'quantity', 'venue', 'event'];
// Words that make a field something else (the gate, when doors open), whatever other words it has.
const otherWords = new Set(
  'gate entrance entry door doors einlass eingang tor puerta porte ingang parking price preis precio prix'.split(
    ' ',
  ),
);

/**
 * The role of a field from its key or label ('seat', 'SECTION_LABEL', 'Reihe', 'Order no.'). Keys are tried
 * first: they are stable where labels are translated.
 */
export function fieldRole(key: string | undefined, label: string | undefined): FieldRole | undefined {
  for (const text of [key, label]) {
    if (!text) continue;
    const words = stripAccents(text)
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    if (words.some((word) => otherWords.has(word))) return undefined;
    const roles = new Set<FieldRole>();
    for (const word of words) {
      const role = roleByWord.get(word);
      if (role) roles.add(role);
    }
    const joined = roleByWord.get(words.join(''));
    if (joined) roles.add(joined);
    const best = priority.find((role) => roles.has(role));
    if (best) return best;
  }
  return undefined;
}

function stripAccents(text: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII labels (most of them) need no Unicode normalisation
  return /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
