// The currencies a money form offers (a plan, an invoice, the agency's default): every ISO 4217 code this
// browser can format, each named ('USD — US Dollar'). Built once, on the first form that lists them.

let options: { code: string; label: string }[] | undefined;

export function currencyOptions() {
  if (!options) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    options = Intl.supportedValuesOf('currency').map((code) => {
      const name = names.of(code);
      return { code, label: name && name !== code ? `${code} — ${name}` : code };
    });
  }
  return options;
}

/** The options with `current` among them, should this browser not know a code the server stored. */
export function currencyOptionsWith(current: string) {
  const all = currencyOptions();
  return all.some((one) => one.code === current) ? all : [{ code: current, label: current }, ...all];
}
