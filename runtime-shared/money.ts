/**
 * Money is stored and sent as integer minor units (cents for USD, yen for JPY, fils for BHD). How many
 * digits a currency's minor unit has comes from ISO 4217 as Intl knows it, never from a fixed `/ 100`:
 * 1250 minor units are $12.50 but ¥1,250.
 */

const digitsByCurrency = new Map<string, number>();

/**
 * The digits of a currency's minor unit: USD 2, JPY 0, BHD 3. A code Intl refuses (not three letters) gets
 * ISO 4217's usual 2, so that an amount still shows rather than throwing.
 * @example minorDigits('JPY') // 0
 */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(code, digits);
  }
  return digits;
}

/**
 * An amount in minor units as the currency's major unit, for display or for systems that want decimals.
 * @example fromMinor(125000, 'USD') // 1250
 * @example fromMinor(1250, 'JPY') // 1250
 */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * A decimal amount (as a person types it) in whole minor units, rounded.
 * @example toMinor(12.5, 'USD') // 1250
 * @example toMinor(1250, 'JPY') // 1250
 */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}
