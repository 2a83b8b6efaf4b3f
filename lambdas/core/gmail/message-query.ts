/**
 * The extraction settings' keywords as Gmail search terms: "ticket confirmation purchase event"
 * means any of the words. Commas separate phrases when present ("order confirmed, e-ticket").
 */
export function keywordTerms(keywords: string): string[] {
  const separator = keywords.includes(',') ? ',' : /\s+/;
  const terms = keywords
    .split(separator)
    .map((term) =>
      term
        .replace(/["{}()]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
  return [...new Set(terms)];
}

/** A users.messages.list query matching any keyword (Gmail's `{a b}` is OR); empty keywords match all mail. */
export function buildMessageQuery(keywords: string): string {
  const terms = keywordTerms(keywords).map((term) => (term.includes(' ') ? `"${term}"` : term));
  if (terms.length === 0) return '';
  return terms.length === 1 ? terms[0]! : `{${terms.join(' ')}}`;
}

/**
 * The same filter for messages found through history.list, where Gmail offers no search: any keyword
 * in the subject or snippet, ignoring case ("ticket" also matches "tickets", as Gmail's stemming would).
 */
export function matchesKeywords(keywords: string, text: string): boolean {
  const terms = keywordTerms(keywords);
  if (terms.length === 0) return true;
  const haystack = text.toLowerCase();
  return terms.some((term) => haystack.includes(term));
}
