// Signatures mail apps add by themselves: not something the seller wrote.
const appSignature =
  /^(?:sent from my \w+|get outlook for \w+|von meinem \w+ gesendet|enviado desde mi \w+|envoyé de mon \w+|verzonden (?:vanaf|met) (?:mijn )?\w+|inviato da \w+|--)$/i;

const maxNoteChars = 5_000;

/** The forwarder's own text above a forward as one string, or undefined when there is none. */
export function sellerNote(lines: readonly string[] | undefined): string | undefined {
  if (!lines) return undefined;
  const kept = lines.filter((line) => !appSignature.test(line));
  const note = kept.join('\n').trim();
  return note === '' ? undefined : note.slice(0, maxNoteChars);
}
