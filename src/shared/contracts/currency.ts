import { z } from 'zod';
import { billingMessages, isCurrency } from '../domain/billing';

/** An ISO 4217 code this runtime can format; 'usd' is taken as 'USD'. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrency, billingMessages.currencyInvalid);
