import { z } from 'zod';

/** The vote captcha's signing key, for the gateway's settings (embedded) and the standalone service's. */
export const captchaKeys = {
  /** signs the review-vote captcha's challenges; ≥ 32 characters. Embedded default: generated once into .data/captcha-secret */
  CAPTCHA_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
};
