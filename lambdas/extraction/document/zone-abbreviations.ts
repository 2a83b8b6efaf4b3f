/**
 * The one table of time-zone abbreviations, for mail headers (Apple Mail's '10:03 AM EST') and for event
 * times in the text ('8:00 PM ET', '20:00 MESZ').
 */

// Abbreviations that name standard or summer time say their offset outright, in minutes east of UTC
// ('MST' in July is Arizona, which keeps standard time all year).
const fixedOffsets: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  BST: 60,
  WEST: 60,
  CET: 60,
  MEZ: 60,
  CEST: 120,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
  AST: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
  AEST: 600,
  AEDT: 660,
  ACST: 570,
  ACDT: 630,
  AWST: 480,
  NZST: 720,
  NZDT: 780,
  JST: 540,
  KST: 540,
  SGT: 480,
  HKT: 480,
  // South-East Asia, the Gulf and Africa ('19:30 WIB', '8:00 PM GST', '6:00 PM WAT', '17:30 SAST').
  ICT: 420,
  WIB: 420,
  WITA: 480,
  WIT: 540,
  PHT: 480,
  GST: 240,
  WAT: 60,
  CAT: 120,
  SAST: 120,
  EAT: 180,
};

// Generic names ('ET', 'PT'): a zone whose rules give the offset of the date in question.
const genericZones: Record<string, string> = {
  ET: 'America/New_York',
  CT: 'America/Chicago',
  MT: 'America/Denver',
  PT: 'America/Los_Angeles',
  AKT: 'America/Anchorage',
  HT: 'Pacific/Honolulu',
  AT: 'America/Halifax',
  AET: 'Australia/Sydney',
};

// RFC 5322's 'UT' and 'Z' are zones only in a Date header; in running text they are a word or a row.
const headerOnly = new Set(['UT', 'Z']);

/** Minutes east of UTC for an abbreviation that states its offset ('EST', 'CEST'), else undefined. */
export function zoneOffsetMinutes(abbreviation: string): number | undefined {
  return fixedOffsets[abbreviation];
}

/** The IANA zone of a generic abbreviation ('ET' → America/New_York), else undefined. */
export function genericZone(abbreviation: string): string | undefined {
  return genericZones[abbreviation];
}

/** Every abbreviation an event time in running text may carry. */
export const textZoneAbbreviations: readonly string[] = [
  ...Object.keys(genericZones),
  ...Object.keys(fixedOffsets).filter((abbreviation) => !headerOnly.has(abbreviation)),
];
