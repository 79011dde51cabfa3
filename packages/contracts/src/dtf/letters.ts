import { z } from 'zod';
import { storeCode } from '../common';
import { CART_MAX_QUANTITY } from '../catalog/limits';

// Lettering transfers (§7 "letters preview and sizes", issue 12): a line of text set in a bundled
// font at a capital height, printed as a transfer in one colour. The cart sets the line itself
// (its width, its outlines for the shop) and prices the characters.

export const LETTER_FONTS = ['inter', 'inter-bold', 'bebas-neue', 'pacifico', 'roboto-slab'] as const;
export const letterFont = z.enum(LETTER_FONTS);

/** POST /api/cart/letters_add: the text's characters, size and the rest are the domain's 422 (allowed letters, 1–40 characters, the listed heights). */
export const lettersAddBody = z
  .object({
    store: storeCode.default('us'),
    text: z.string().max(200, 'must be at most 200 characters'),
    font: letterFont.default('bebas-neue'),
    height_in: z.number({ error: 'must be a number of inches' }).positive('must be more than 0').max(100),
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c')
      .transform((c) => c.toLowerCase())
      .default('#111827'),
    quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(CART_MAX_QUANTITY, `must be at most ${CART_MAX_QUANTITY}`),
  })
  .strict();
export type LettersAddBody = z.input<typeof lettersAddBody>;

/** A cart line of lettering: what is printed, and its picture (`image.src`, an SVG the cart draws). */
export const cartLetters = z.object({
  text: z.string(),
  font: letterFont,
  height_in: z.number(),
  width_in: z.number(),
  colour: z.string(),
  /** characters priced: every one but spaces */
  characters: z.number().int(),
});
export type CartLetters = z.infer<typeof cartLetters>;

export const orderLettersLine = cartLetters;
export type OrderLettersLine = CartLetters;
