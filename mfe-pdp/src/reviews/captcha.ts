import type { CaptchaChallenge } from '@storefront/contracts';

/** The challenge could not be solved within its bounds (a broken or tampered challenge). */
export const UNSOLVED_CAPTCHA = 'We could not finish the check. Try again.';

/**
 * Solves an ALTCHA challenge in the browser (proof of work: the number whose hash with the salt is
 * the challenge) and returns the payload the server verifies: base64 of the JSON
 * `{ algorithm, challenge, number, salt, signature }`. altcha-lib comes with the first vote, not with
 * the page. Aborting `signal` stops the search.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  signal?.throwIfAborted();
  const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const solution = await promise;
    signal?.throwIfAborted();
    if (!solution) throw new Error(UNSOLVED_CAPTCHA);
    const { algorithm, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
