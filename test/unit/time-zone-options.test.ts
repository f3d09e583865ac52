import { describe, expect, it } from 'vitest';
import {
  timeZoneOptions,
  zoneMatches,
  zoneOffset,
  zoneParts,
} from '../../src/web/lib/time-zones/time-zone-options';

const zones = [
  'UTC',
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'Atlantic/Bermuda',
  'Europe/Berlin',
];
const keys = (input: Parameters<typeof timeZoneOptions>[0]) =>
  timeZoneOptions({ zones, ...input }).map((o) => o.key);

describe('time zone options', () => {
  it('names a zone by its city, spaces for underscores, and its region', () => {
    expect(zoneParts('America/Argentina/Buenos_Aires')).toEqual({
      city: 'Buenos Aires',
      region: 'America / Argentina',
    });
    expect(zoneParts('UTC')).toEqual({ city: 'UTC', region: '' });
  });

  it('finds a zone by any of its words, typed with spaces or underscores, in any case', () => {
    expect(zoneMatches('America/New_York', 'New York')).toBe(true);
    expect(zoneMatches('America/New_York', 'new_york')).toBe(true);
    expect(zoneMatches('America/New_York', '  york  ')).toBe(true);
    expect(zoneMatches('America/New_York', 'america new')).toBe(true);
    expect(zoneMatches('Europe/Berlin', 'BERLIN')).toBe(true);
    expect(zoneMatches('Europe/Berlin', 'New York')).toBe(false);
    expect(zoneMatches('UTC', 'gmt')).toBe(true);
  });

  it('offers the default, then the device zone, then the rest in their order', () => {
    expect(keys({ typed: '', deviceZone: 'Europe/Berlin', defaultLabel: 'Agency default (UTC)' })).toEqual([
      'default',
      'Europe/Berlin',
      'UTC',
      'America/Argentina/Buenos_Aires',
      'America/New_York',
      'Atlantic/Bermuda',
    ]);
    const device = timeZoneOptions({ zones, typed: '', deviceZone: 'Europe/Berlin' })[0];
    expect(device).toMatchObject({ kind: 'zone', zone: 'Europe/Berlin', city: 'Berlin', device: true });
  });

  it('leaves out a device zone that is not offered, and the default once something is typed', () => {
    expect(keys({ typed: '', deviceZone: 'Mars/Olympus_Mons' })[0]).toBe('UTC');
    expect(keys({ typed: 'ber', deviceZone: undefined, defaultLabel: 'Agency default (UTC)' })).toEqual([
      'Atlantic/Bermuda',
      'Europe/Berlin',
    ]);
  });

  it('lists the cities that start with what is typed before those that only contain it', () => {
    const asked = ['Asia/Omsk', 'Europe/Moscow', 'Atlantic/Madeira'];
    const found = timeZoneOptions({ zones: asked, typed: 'm', deviceZone: undefined }).map((o) => o.key);
    expect(found).toEqual(['Europe/Moscow', 'Atlantic/Madeira', 'Asia/Omsk']);
    expect(keys({ typed: 'New York', deviceZone: 'Europe/Berlin' })).toEqual(['America/New_York']);
    expect(keys({ typed: 'Atlantis', deviceZone: undefined })).toEqual([]);
  });

  it("gives a zone's offset from GMT at the moment asked, daylight saving time included", () => {
    expect(zoneOffset('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+01:00');
    expect(zoneOffset('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+02:00');
    expect(zoneOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-05:00');
    expect(zoneOffset('UTC', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+00:00');
    expect(zoneOffset('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+05:30');
  });
});
