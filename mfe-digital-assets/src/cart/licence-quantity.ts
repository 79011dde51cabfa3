/** Licences of one asset on one cart line: contracts' DIGITAL_MAX_LICENCES, spelt out (that module carries zod). */
export const MAX_LICENCES = 100;

export const QUANTITY_PROBLEM = `Enter a quantity from 1 to ${MAX_LICENCES}.`;

/** A whole number 1…MAX_LICENCES as typed, or null. */
export function parseLicenceQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_LICENCES ? n : null;
}
