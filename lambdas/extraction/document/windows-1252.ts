// Node's TextDecoder (up to Node 22) reads windows-1252 as ISO-8859-1, so its dashes, quotes and euro
// sign come out as C1 control characters, which no text uses: they are given back their windows-1252
// meaning. ISO-8859-1 mail written on Windows holds the same bytes.
const windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const c1Controls = /[\u0080-\u009f]/g;
const hasC1 = /[\u0080-\u009f]/;

/** The text with C1 control characters read as windows-1252 (the five it leaves undefined removed). */
export function fromC1(text: string): string {
  if (!hasC1.test(text)) return text;
  return text.replace(c1Controls, (char) => {
    const mapped = windows1252[char.charCodeAt(0) - 0x80]!;
    return mapped === char ? '' : mapped;
  });
}
