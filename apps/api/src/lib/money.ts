import type { ApiCulture } from '@yek/contracts/common';

/** Whole kuruş (or cents) as the decimal the API shows. */
export const toDecimal = (minor: number): number => Math.round(minor) / 100;

/** A decimal amount as whole minor units; prices are validated to two decimals first. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

const formats = new Map<string, Intl.NumberFormat>();
export function formatMoney(minor: number, currency: string, culture: ApiCulture): string {
  const key = `${culture}:${currency}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(culture, { style: 'currency', currency })));
  return f.format(toDecimal(minor));
}
