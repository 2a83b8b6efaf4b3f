// Zero-width and formatting characters that mail templates use to pad preheaders and break up words,
// and control characters that only broken decoding produces.
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\x00-\x08\x0e-\x1f\x7f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5/g;

const hasInvisible = new RegExp(invisible.source);
// Two whitespace characters in a row, or one that is not a plain space: only then is a replace needed.
const untidySpace = /\s\s|[^\S ]/;

/** Removes invisible characters, turns every run of whitespace (nbsp included) into one space and trims. */
export function normalizeSpace(text: string): string {
  let result = hasInvisible.test(text) ? text.replace(invisible, '') : text;
  if (untidySpace.test(result)) result = result.replace(/\s+/g, ' ');
  return result.trim();
}

// More than this share of U+FFFD: text decoded from broken bytes (bad base64, a wrong charset), not words.
const maxReplacementShare = 0.25;

/** True for a line that is mostly replacement characters, which no reader can use. */
export function isGarbled(line: string): boolean {
  if (!line.includes('\uFFFD')) return false;
  let replaced = 0;
  for (const char of line) if (char === '\uFFFD') replaced += 1;
  return replaced > line.length * maxReplacementShare;
}
