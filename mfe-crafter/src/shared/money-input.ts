// Money as the crafter types it ("12.50", "$1,200") and back, in integer minor units.

/** Minor units of a typed amount, or null when it is not one (at most two decimals, not negative). */
export function parseMoneyInput(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return null;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50": the value an amount field starts with. */
export function moneyInputOf(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** A whole number of units, or null. */
export function parseWhole(text: string): number | null {
  const plain = text.trim();
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/** "30" or "12.5" → basis points (3000, 1250); null unless 0–100 with at most two decimals. */
export function parsePercent(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** 3000 → "30", 1250 → "12.5". */
export function percentInputOf(basisPoints: number): string {
  return String(basisPoints / 100);
}
