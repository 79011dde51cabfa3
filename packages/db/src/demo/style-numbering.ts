import type { ApparelBrand } from './apparel-brands';
import type { ApparelGarment } from './garments';
import type { Random } from './random';

/**
 * Style-number patterns: '#' is a digit (1–9 when it leads the number), '[a-b]' a digit in that
 * range, anything else is literal. A brand numbers each garment in its own patterns, the way the
 * mills do (Gildan's x000 tees, x400 long sleeves, 1x500 hoodies), so a generated number never
 * reads as another garment to a buyer who knows the catalogues.
 */
type Token = readonly string[];

const DIGITS = '0123456789'.split('');
const tokenCache = new Map<string, readonly Token[]>();

function tokensOf(pattern: string): readonly Token[] {
  const cached = tokenCache.get(pattern);
  if (cached) return cached;
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch === '#') {
      tokens.push(tokens.length === 0 ? DIGITS.slice(1) : DIGITS);
    } else if (ch === '[') {
      const close = pattern.indexOf(']', i);
      const m = /^\[(\d)-(\d)\]$/.exec(pattern.slice(i, close + 1));
      if (!m) throw new Error(`bad range in style pattern ${pattern}`);
      tokens.push(DIGITS.slice(Number(m[1]), Number(m[2]) + 1));
      i = close;
    } else {
      tokens.push([ch]);
    }
  }
  tokenCache.set(pattern, tokens);
  return tokens;
}

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A revision letter a crowded numbering falls back to: `5400` → `5400A`, then `5400A1`. */
const REVISION = '(?:[A-Z]\\d*)?';

/** The pattern as an anchored regex; `revision` also accepts a trailing revision letter. */
export function patternRegex(pattern: string, revision = false): RegExp {
  const body = tokensOf(pattern)
    .map((t) => (t.length === 1 ? escape(t[0] as string) : `[${t.join('')}]`))
    .join('');
  return new RegExp(`^${body}${revision ? REVISION : ''}$`);
}

export function fillPattern(pattern: string, rng: Random): string {
  return tokensOf(pattern)
    .map((t) => rng.pick(t))
    .join('');
}

/** Every number a pattern can make, in order. */
export function patternValues(pattern: string): string[] {
  return tokensOf(pattern).reduce<string[]>((acc, token) => acc.flatMap((prefix) => token.map((ch) => prefix + ch)), ['']);
}

export function numberingOf(brand: ApparelBrand, garment: ApparelGarment): readonly string[] {
  const patterns = brand.numbering[garment];
  if (!patterns || patterns.length === 0) throw new Error(`${brand.name} has no numbering for ${garment}`);
  return patterns;
}

/** The brand's garments whose numbering the style number fits (ideally one, or none for an odd real number). */
export function garmentsNumbered(brand: ApparelBrand, style: string, revision = false): ApparelGarment[] {
  return (Object.keys(brand.numbering) as ApparelGarment[]).filter((g) => (brand.numbering[g] ?? []).some((p) => patternRegex(p, revision).test(style)));
}

/** How a buyer reads a number: by the numbering it fits, else as a revision of one it fits. */
export function garmentsReadFrom(brand: ApparelBrand, style: string): ApparelGarment[] {
  const exact = garmentsNumbered(brand, style);
  return exact.length > 0 ? exact : garmentsNumbered(brand, style, true);
}

const readsAsOnly = (brand: ApparelBrand, garment: ApparelGarment, style: string) => {
  const garments = garmentsReadFrom(brand, style);
  return garments.length === 1 && garments[0] === garment;
};

/**
 * A style number for a new garment of the brand, in that garment's numbering and unused so far:
 * a few random draws, then the first free number from a random point of the numbering, and only
 * once all of it is taken a revision letter, never one that makes it read as another garment.
 */
export function freshStyleNumber(rng: Random, brand: ApparelBrand, garment: ApparelGarment, used: ReadonlySet<string>): string {
  const patterns = numberingOf(brand, garment);
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = fillPattern(rng.pick(patterns), rng);
    if (!used.has(candidate)) return candidate;
  }
  const all = patterns.flatMap(patternValues);
  const start = rng.int(0, all.length - 1);
  for (let i = 0; i < all.length; i++) {
    const candidate = all[(start + i) % all.length] as string;
    if (!used.has(candidate)) return candidate;
  }
  for (let k = 0; ; k++) {
    const candidate = `${all[(start + k) % all.length]}${String.fromCharCode(65 + (Math.floor(k / all.length) % 26))}${k >= all.length * 26 ? Math.floor(k / (all.length * 26)) : ''}`;
    if (!used.has(candidate) && readsAsOnly(brand, garment, candidate)) return candidate;
  }
}
