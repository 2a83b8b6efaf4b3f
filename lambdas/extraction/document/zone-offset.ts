const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  let cached = formatters.get(zone);
  if (cached === undefined) {
    try {
      cached = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      cached = null;
    }
    formatters.set(zone, cached);
  }
  return cached;
}

/** Minutes east of UTC that an IANA zone ('Europe/Berlin') has at a local date-time, or undefined. */
export function zoneOffset(zone: string, localIso: string): number | undefined {
  const format = formatter(zone.trim().replace(/^\/+/, ''));
  if (!format) return undefined;
  const asUtc = Date.parse(`${localIso}Z`);
  if (Number.isNaN(asUtc)) return undefined;
  // The offset at the guessed instant, then again at the corrected instant (differs only around DST changes).
  const first = offsetAt(format, asUtc);
  return offsetAt(format, asUtc - first * 60_000);
}

function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}
