// SPEC §9's date pattern 'MMM dd, yyyy', spelled once: the browser (web/lib/format.ts) reads a day off a
// Date where the reader is, the server (invoice PDFs) off a calendar date; both end here.

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM dd, yyyy' for a day given by its parts (month from 0). */
export function dayText(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex]} ${String(day).padStart(2, '0')}, ${year}`;
}

/** 'MMM dd, yyyy' for a calendar date (YYYY-MM-DD), the day it names wherever it is read. */
export function calendarDateText(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return dayText(year, month - 1, day);
}
