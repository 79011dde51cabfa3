import { z } from 'zod';

export const storeCode = z.enum(['us', 'ca']);
export const currency = z.enum(['USD', 'CAD']);

/** Integer minor units plus currency; never floats (ARCHITECTURE §3.5). */
export const money = z.object({ amount: z.number().int(), currency });
export type Money = z.infer<typeof money>;

/** The JSON error body every service answers with (ARCHITECTURE §3.4). */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes');
