import { timeZoneChoices } from '@/shared/domain/time-zones';

// What the time zone picker (ui/time-zone-picker.tsx) offers, as pure functions, so its search and its
// order can be tested without a browser.

export type TimeZoneOption =
  /** Following someone else's zone (a client's 'Agency default'): the value null. */
  | { key: 'default'; kind: 'default'; label: string }
  | { key: string; kind: 'zone'; zone: string; city: string; region: string; device: boolean };

/** 'America/Argentina/Buenos_Aires' -> city 'Buenos Aires', region 'America / Argentina'. */
export function zoneParts(zone: string) {
  const parts = zone.split('/');
  const city = (parts.pop() ?? zone).replaceAll('_', ' ');
  return { city, region: parts.join(' / ').replaceAll('_', ' ') };
}

/** Lower case, with '/', '_' and '-' read as spaces: 'New York' and 'new_york' are the same words. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[/_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const extraWords: Record<string, string> = { UTC: 'coordinated universal time gmt' };

/** Whether every word typed is found in the zone's name: 'new york', 'york', 'america new' all find New York. */
export function zoneMatches(zone: string, typed: string) {
  const words = normalise(typed).split(' ').filter(Boolean);
  const haystack = normalise(`${zone} ${extraWords[zone] ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

type OptionsInput = {
  /** What is typed; empty shows every zone. */
  typed: string;
  /** The zone the browser is in, offered first when it is one of the choices. */
  deviceZone: string | undefined;
  /** The label of the option that follows someone else's zone, offered first while nothing is typed. */
  defaultLabel?: string;
  zones?: readonly string[];
};

/**
 * The options in order: the default (if any, and nothing is typed), the device's own zone, then every
 * other zone as timeZoneChoices lists them (UTC first). Typing keeps the zones that match, those whose
 * city starts with what is typed first ('ar' lists Araguaina and Aruba before Buenos Aires and the other
 * zones of America/Argentina).
 */
export function timeZoneOptions({
  typed,
  deviceZone,
  defaultLabel,
  zones = timeZoneChoices(),
}: OptionsInput): TimeZoneOption[] {
  const device = deviceZone && zones.includes(deviceZone) ? deviceZone : undefined;
  const ordered = device ? [device, ...zones.filter((zone) => zone !== device)] : [...zones];
  const query = normalise(typed);
  const matching = query ? ordered.filter((zone) => zoneMatches(zone, query)) : ordered;
  const cityFirst = query
    ? [
        ...matching.filter((zone) => normalise(zoneParts(zone).city).startsWith(query)),
        ...matching.filter((zone) => !normalise(zoneParts(zone).city).startsWith(query)),
      ]
    : matching;
  const options: TimeZoneOption[] = cityFirst.map((zone) => ({
    key: zone,
    kind: 'zone',
    zone,
    ...zoneParts(zone),
    device: zone === device,
  }));
  if (defaultLabel && !query) options.unshift({ key: 'default', kind: 'default', label: defaultLabel });
  return options;
}

const offsets = new Map<string, string>();

/**
 * The zone's offset from GMT now, as 'GMT+01:00' ('GMT+00:00' for GMT itself). Each zone needs a formatter
 * of its own, and building one takes a while on a slow phone, so the picker asks only for the options on
 * screen, and each answer is kept for the hour it was asked in (offsets change only on the hour).
 */
export function zoneOffset(zone: string, at = new Date()): string {
  const key = `${zone} ${Math.floor(at.getTime() / 3_600_000)}`;
  const known = offsets.get(key);
  if (known) return known;
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name === 'GMT' ? 'GMT+00:00' : name;
  offsets.set(key, offset);
  return offset;
}

/** The zone this browser is in, if it says. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
