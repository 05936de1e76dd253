import { ZONE_COUNTRIES } from './zone-countries.ts';

/** The browser's own IANA time zone, the natural default for a new organisation. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, sorted, always including `current`. */
export function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', current]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** A group of zones in a time-zone select: the common ones, a country, or the rest. */
export interface ZoneGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** The zones people of each language choose most, offered first. */
const COMMON: Record<string, string[]> = {
  de: ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'Europe/Luxembourg', 'Europe/Brussels', 'Europe/Amsterdam'],
  en: ['Europe/London', 'Europe/Dublin', 'Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'],
};

let countries: Map<string, string> | undefined;
function countryOf(zone: string): string | undefined {
  countries ??= new Map(ZONE_COUNTRIES.split(' ').map((entry) => entry.split(':') as [string, string]));
  return countries.get(zone);
}

/** "Deutschland — Berlin (MEZ, UTC+1)": country, place, and the zone's name and offset now. */
export function zoneLabel(zone: string, locale: string, countryName: (code: string) => string | undefined): string {
  const code = countryOf(zone);
  const place = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const part = (style: 'short' | 'shortOffset') => {
    try {
      return (
        new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
          .formatToParts(new Date())
          .find((p) => p.type === 'timeZoneName')?.value ?? ''
      );
    } catch {
      return '';
    }
  };
  const offset = part('shortOffset').replace(/^GMT/, 'UTC') || 'UTC';
  const short = part('short');
  const when = short === '' || /^(GMT|UTC)/.test(short) ? offset : `${short}, ${offset}`;
  const country = code ? countryName(code) : undefined;
  return country ? `${country} — ${place} (${when})` : `${zone.replace(/_/g, ' ')} (${when})`;
}

/**
 * The zones as a select offers them: the common ones of the person's language first, then
 * by country in the person's language (its own collation), then zones of no country. The
 * value stays the IANA name.
 */
export function timeZoneGroups(
  current: string,
  language: string,
  locale: string,
  texts: { common: string; other: string },
): ZoneGroup[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  const countryName = (code: string) => names?.of(code) ?? code;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const all = timeZones(current);
  const option = (zone: string) => ({ value: zone, label: zoneLabel(zone, locale, countryName) });
  const common = (COMMON[language] ?? COMMON.en ?? []).filter((zone) => all.includes(zone));
  const byCountry = new Map<string, string[]>();
  const other: string[] = [];
  for (const zone of all) {
    const code = countryOf(zone);
    if (code === undefined) other.push(zone);
    else byCountry.set(code, [...(byCountry.get(code) ?? []), zone]);
  }
  const countryGroups = [...byCountry.entries()]
    .map(([code, zones]) => ({
      label: countryName(code),
      options: zones.map(option).sort((a, b) => collator.compare(a.label, b.label)),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [
    { label: texts.common, options: common.map(option) },
    ...countryGroups,
    { label: texts.other, options: other.map(option) },
  ].filter((group) => group.options.length > 0);
}
