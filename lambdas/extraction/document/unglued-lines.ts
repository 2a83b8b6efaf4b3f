// Where a mail pasted from a phone lost its line breaks, a line's end runs into the next line's capital
// ('… 2027Palau Sant Jordi', 'Bloque 114Fila 8Asiento 3Entrada General48,00 €Bloque 114…').
const glue = /(?<=[\d)€$£!?.:])(?=\p{Lu})/gu;
const gluedLength = 200;
const minGlues = 5;

/** A long line that ran its lines together, split where they met; any other line as it is. */
export function unglued(line: string): string[] {
  if (line.length < gluedLength) return [line];
  const parts = line.split(glue);
  return parts.length > minGlues ? parts.map((part) => part.trim()).filter((part) => part !== '') : [line];
}
