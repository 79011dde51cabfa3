// Custom lettering transfers: names and numbers cut or printed one line of text at a time.

/**
 * Letter heights sold, in inches: 1–2 in for sleeves, chests and caps, 2–4 in for names across a
 * back, 6–10 in for jersey numbers.
 */
export const LETTER_SIZES = [1, 1.5, 2, 3, 4, 6, 8, 10] as const;
export type LetterSize = (typeof LETTER_SIZES)[number];

/** Characters a lettering transfer is made of: letters, digits and common sign-writing marks. */
export const LETTER_CHARACTERS = /^[A-Za-z0-9 .,'&#!?/+-]*$/;
/** Characters on one transfer, spaces not counted. */
export const LETTER_COUNT = { min: 1, max: 40 } as const;

/** What is priced: every character but spaces (which are not printed). */
export function chargeableCharacters(text: string): number {
  return [...text.replace(/\s/g, '')].length;
}

export function isLetterSize(heightIn: number): heightIn is LetterSize {
  return (LETTER_SIZES as readonly number[]).includes(heightIn);
}

/** The presets as the "letters sizes" endpoint (/api/dtf letters sizes) lists them. */
export const lettersSizes: readonly LetterSize[] = LETTER_SIZES;
