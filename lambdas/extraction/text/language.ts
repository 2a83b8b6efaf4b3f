import { words } from './normalise.ts';

export const languages = ['en', 'de', 'es', 'fr', 'nl'] as const;
export type Language = (typeof languages)[number];

// Frequent short words that tell the five languages apart in a ticket e-mail.
const markers: Record<Language, readonly string[]> = {
  en: [
    'the',
    'your',
    'and',
    'for',
    'you',
    'with',
    'this',
    'are',
    'of',
    'to',
    'thank',
    'thanks',
    'will',
    'our',
    'we',
    'has',
    'have',
    'order',
    'seat',
    'row',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ihre',
    'ihr',
    'ihnen',
    'ihrem',
    'sie',
    'mit',
    'fur',
    'vielen',
    'dank',
    'ist',
    'sind',
    'hat',
    'haben',
    'jetzt',
    'unter',
    'bei',
    'zu',
    'von',
    'den',
    'dem',
    'ein',
    'eine',
    'wir',
    'auf',
    'im',
    'reihe',
    'platz',
    'bestellung',
    'hallo',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'del',
    'su',
    'tu',
    'tus',
    'sus',
    'gracias',
    'por',
    'para',
    'con',
    'y',
    'es',
    'una',
    'se',
    'ha',
    'hola',
    'compra',
    'fila',
    'asiento',
    'entradas',
    'pedido',
  ],
  fr: [
    'le',
    'les',
    'des',
    'du',
    'votre',
    'vos',
    'vous',
    'merci',
    'pour',
    'est',
    'et',
    'avec',
    'une',
    'dans',
    'sur',
    'sont',
    'bonjour',
    'rang',
    'place',
    'billets',
    'commande',
  ],
  nl: [
    'het',
    'een',
    'je',
    'uw',
    'jouw',
    'van',
    'voor',
    'met',
    'zijn',
    'ook',
    'naar',
    'bij',
    'op',
    'bedankt',
    'beste',
    'hallo',
    'rij',
    'stoel',
    'kaarten',
    'bestelling',
  ],
};

// Each marker word with the languages it marks, in the order of `languages` (one lookup per word).
const markerLanguages = new Map<string, Language[]>();
for (const language of languages) {
  for (const word of new Set(markers[language])) {
    const list = markerLanguages.get(word);
    if (list) list.push(language);
    else markerLanguages.set(word, [language]);
  }
}

/** The most likely language of the texts, by counting marker words; English when unsure. */
export function detectLanguage(texts: readonly string[]): Language {
  const scores: Record<Language, number> = { en: 0.5, de: 0, es: 0, fr: 0, nl: 0 };
  for (const text of texts) {
    for (const word of words(text)) {
      const marked = markerLanguages.get(word);
      if (marked) for (const language of marked) scores[language] += 1;
    }
  }
  return languages.reduce((best, language) => (scores[language] > scores[best] ? language : best), 'en');
}
