import type { z } from 'zod';
import { MONEY_MAX_MINOR } from '@/shared/domain/billing';
import { minorDigits, moneyInputValue, parseMoney } from '@/shared/domain/money';

// Staff type amounts as decimal text in the currency they picked ('2500.00'); the contract takes integer
// minor units. These turn one into the other for the plan and invoice forms, with the field's message.

/** 'Enter an amount such as 2500.00' (or '2500' for a currency without cents). */
export const amountExample = (currency: string) =>
  `Enter an amount such as ${moneyInputValue(2500 * 10 ** minorDigits(currency), currency)}`;

/** The amount typed, in minor units: null when empty, undefined when it is not an amount. */
export function readAmount(text: string, currency: string): number | null | undefined {
  if (text.trim() === '') return null;
  const minor = parseMoney(text, currency);
  return minor === null || minor > MONEY_MAX_MINOR ? undefined : minor;
}

/**
 * Checks one amount field in a form schema's superRefine: a required one must be given, and any given one
 * must read as an amount of the currency.
 */
export function checkAmount(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  text: string,
  currency: string,
  required: boolean,
) {
  const minor = readAmount(text, currency);
  if (minor === undefined || (minor === null && required))
    ctx.addIssue({ code: 'custom', path, message: amountExample(currency) });
}

/** An amount for an input's value: '' for none. */
export const amountText = (minor: number | null, currency: string) =>
  minor === null ? '' : moneyInputValue(minor, currency);
