// Money as people read and type it (issue 50). Amounts travel as integer minor units of an ISO 4217
// currency; how many digits a currency's minor unit has is read from Intl, as is how it is shown, so the
// browser, the PDF and the mails agree.

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many digits the currency's minor unit has: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return formatterFor(currency, 'en-US').resolvedOptions().maximumFractionDigits ?? 2;
}

/** 123456 USD → '$1,234.56'; 1500 JPY → '¥1,500'. Exact: the integer is split, never divided as a float. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const major = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  // A decimal string keeps every digit where a number past 2^53 would not (Intl formats strings exactly).
  return formatterFor(currency, locale).format(`${sign}${major}` as unknown as number);
}

/**
 * What someone typed as an amount, in minor units: '1,250.5' USD → 125050. Commas between thousands and a
 * leading currency symbol are allowed; a negative amount, more decimals than the currency has, or anything
 * else that is not a plain amount is null.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const plain = text
    .trim()
    .replace(/^[^\d.-]{1,4}\s*/, '')
    .replaceAll(',', '')
    .replace(/^\./, '0.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a form shows them to edit: 125050 USD → '1250.50'. */
export function moneyInputValue(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const text = String(minor).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
