import type { StructuredTicket } from '../types.ts';
import type { HtmlScan } from './scan-html.ts';
import { parseLenientJson } from './lenient-json.ts';
import { microdataToJson } from './microdata-to-json.ts';
import { ticketsFromSchemaOrg } from './schema-org.ts';
import type { Warnings } from './warnings.ts';

/** Ticket groups from the schema.org JSON-LD scripts and microdata that an HTML scan found. */
export function readMarkup(
  scan: HtmlScan,
  fromForwardedPart: boolean,
  warnings: Warnings,
): StructuredTicket[] {
  const roots: unknown[] = [];
  for (const script of scan.jsonLd) {
    const value = parseLenientJson(script);
    if (value === undefined) warnings.add('json-ld: unreadable script skipped');
    else roots.push(value);
  }
  const tickets = ticketsFromSchemaOrg(roots, 'json-ld', fromForwardedPart);
  if (scan.microdata.length > 0) {
    tickets.push(
      ...ticketsFromSchemaOrg(scan.microdata.map(microdataToJson), 'microdata', fromForwardedPart),
    );
  }
  return tickets;
}
