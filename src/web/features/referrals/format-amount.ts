const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** Dollars as the reward is spoken of: "$200", "$1,250", and cents only when there are some ("$150.25"). */
export function formatAmount(amount: number) {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}
