import { z } from 'zod';

/** Screens of §2 the route table recognises. `reserved` pages have content in later issues. */
export const SCREENS = ['home', 'listing', 'brand', 'pdp', 'help', 'reviews', 'reserved', 'not-found'] as const;
export const screen = z.enum(SCREENS);
export type Screen = z.infer<typeof screen>;
