import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { CaptchaChallenge } from '@storefront/contracts';

/** How long a challenge may be solved and used for (§4: the modal opens, solves, votes). */
export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface CaptchaOptions {
  /** the HMAC key challenges are signed with (CAPTCHA_SECRET) */
  secret: string;
  /** the proof of work's size: a phone solves 50 000 hashes in well under a second or two */
  maxNumber: number;
}

/**
 * A self-hosted ALTCHA proof-of-work challenge for this shopper: signed, expiring, and naming the
 * user in its salt so another account cannot spend it.
 */
export function captchaChallengeFor(opts: CaptchaOptions, userId: string, now: Date): Promise<CaptchaChallenge> {
  return createChallenge({ hmacKey: opts.secret, maxNumber: opts.maxNumber, expires: new Date(now.getTime() + CAPTCHA_TTL_MS), params: { u: userId } });
}

/**
 * The challenge a solved payload answers, when it is this user's, signed by us, solved and not
 * expired; null otherwise. The caller keeps the challenge so one solution buys one vote.
 */
export async function solvedChallenge(opts: CaptchaOptions, payload: string, userId: string): Promise<string | null> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!decoded || typeof decoded !== 'object') return null;
  const p = decoded as Record<string, unknown>;
  if (typeof p.challenge !== 'string' || typeof p.salt !== 'string' || typeof p.signature !== 'string' || typeof p.algorithm !== 'string' || typeof p.number !== 'number') return null;
  // verifySolution checks the signature, the work and `expires` in the salt
  if (!(await verifySolution(payload, opts.secret, true).catch(() => false))) return null;
  try {
    if (extractParams(payload).u !== userId) return null;
  } catch {
    return null;
  }
  return p.challenge;
}
