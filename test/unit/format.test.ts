import { format, isThisYear, isToday, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortTime } from '../../src/web/lib/format';

// The portal formats dates by hand to keep date-fns out of every first load; SPEC §9's patterns are
// date-fns patterns, so the two must agree on every date.
describe('SPEC §9 date formats', () => {
  // Every hour of two years, plus midnight and noon edges and the turn of a year.
  const start = new Date(2025, 0, 1, 0, 0).getTime();
  const samples = Array.from(
    { length: 2 * 366 * 24 },
    (_, i) => new Date(start + i * 3_600_000 + i * 61_000),
  );
  samples.push(new Date(2026, 11, 31, 23, 59), new Date(2027, 0, 1, 0, 0), new Date(2026, 5, 9, 12, 0));

  it("formats a date as 'MMM dd, yyyy'", () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('Mar 05, 2026');
    for (const date of samples) expect(formatDate(date)).toBe(format(date, 'MMM dd, yyyy'));
  });

  it("formats a date and time as 'MMM d, yyyy • h:mm a'", () => {
    expect(formatDateTime(new Date(2026, 2, 5, 0, 7))).toBe('Mar 5, 2026 • 12:07 AM');
    expect(formatDateTime(new Date(2026, 2, 5, 12, 30))).toBe('Mar 5, 2026 • 12:30 PM');
    for (const date of samples) expect(formatDateTime(date)).toBe(format(date, 'MMM d, yyyy • h:mm a'));
  });

  it("reads a calendar date (a due date) as that day where the reader is, as date-fns' parseISO does", () => {
    expect(formatDate('2026-03-05')).toBe('Mar 05, 2026');
    for (const date of samples) {
      const day = format(date, 'yyyy-MM-dd');
      expect(formatDate(day)).toBe(format(parseISO(day), 'MMM dd, yyyy'));
    }
  });

  it("gives a list row's short time: the hour today, the day this year, the date before", () => {
    const now = new Date(2026, 5, 9, 15, 0);
    expect(formatShortTime(new Date(2026, 5, 9, 0, 5), now)).toBe('12:05 AM');
    expect(formatShortTime(new Date(2026, 5, 8, 23, 59), now)).toBe('Jun 8');
    expect(formatShortTime(new Date(2025, 11, 31, 23, 59), now)).toBe('Dec 31, 2025');
    const today = new Date();
    const shortTime = (date: Date) =>
      format(date, isToday(date) ? 'h:mm a' : isThisYear(date) ? 'MMM d' : 'MMM d, yyyy');
    for (const date of [...samples, today, new Date(today.getTime() - 3_600_000)])
      expect(formatShortTime(date.toISOString())).toBe(shortTime(date));
  });

  it('refuses an invalid date, as date-fns does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatShortTime('not a date')).toThrow(RangeError);
  });
});
