/** Today where the staff member is, as YYYY-MM-DD (a date input's value, a calendar date's format). */
export function localToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
