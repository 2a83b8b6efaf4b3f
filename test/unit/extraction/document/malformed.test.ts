import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { malformedDir, malformedInputs } from '../../../fixtures/malformed/index.ts';

const hasFixtures = existsSync(malformedDir);

// What a reader of each broken input should still get, and what the warnings should say.
const expectations: Record<string, { warning?: RegExp; firstLine?: string }> = {
  'bad-base64.eml': {
    warning: /^text: left out lines that did not decode/,
    firstLine: 'You got the tickets!',
  },
  'corrupt-ics.eml': { warning: /^ics: .*\(event\.ics\)$/, firstLine: 'You got the tickets!' },
  'corrupt-pdf.eml': { warning: /^pdf: unreadable .*\(tickets\.pdf\)$/, firstLine: 'You got the tickets!' },
  'deeply-nested-multipart.eml': { warning: /^mime: unreadable \(Maximum MIME nesting depth/ },
  'encrypted-pdf.eml': { warning: /^pdf: encrypted \(tickets\.pdf\)$/, firstLine: 'You got the tickets!' },
  'forward-loop.eml': { warning: /^forward: stopped unwrapping after \d+ layers$/ },
  'missing-boundary.eml': {
    warning: /^mime: multipart boundary missing or wrong/,
    firstLine: 'You got the tickets!',
  },
  'undeclared-boundary.eml': {
    warning: /^mime: multipart boundary missing or wrong/,
    firstLine: 'You got the tickets!',
  },
  'unknown-charset.eml': { firstLine: 'Grüße aus München' },
  'wrong-charset.eml': {
    warning: /^charset: declared UTF-8 but the bytes are not/,
    firstLine: 'Grüße aus München!',
  },
  'zip-bomb-pkpass.eml': { warning: /^pkpass: pass\.json too large \(\d+ bytes declared\)/ },
  'huge-body.eml': { warning: /^text: truncated at 1000000 characters$/ },
};

describe.skipIf(!hasFixtures)("parseDocument on the corpus's malformed inputs", () => {
  const inputs = hasFixtures ? malformedInputs() : [];

  it.each(inputs.map((input) => [input.name, input] as const))(
    'reads %s without throwing and says what went wrong',
    async (name, input) => {
      const document = await parseDocument(input.raw);

      expect(Array.isArray(document.lines)).toBe(true);
      const expected = expectations[name];
      if (expected?.warning)
        expect(document.warnings).toContainEqual(expect.stringMatching(expected.warning));
      if (expected?.firstLine) expect(document.lines[0]).toBe(expected.firstLine);
    },
    30_000,
  );
});
