/** An attempt younger than this may still be on its way through the charge: the refresh check leaves it alone. */
export const IN_FLIGHT_MS = 60_000;

/**
 * How long an attempt whose card asked for the bank's extra check waits for the customer's answer
 * (an SMS code, an app approval) before the refresh check releases it and the part can be paid again.
 */
export const AUTHENTICATION_WINDOW_MS = 15 * 60_000;

/** The answer the customer still owes: a pending attempt whose kept intent waits for the bank's check, inside its window. */
export function awaitsAuthentication(payment: { status: string; intent: unknown; createdAt: Date }, now: Date): boolean {
  const intent = payment.intent as { status?: string } | null;
  return payment.status === 'pending' && intent?.status === 'requires_action' && payment.createdAt.getTime() > now.getTime() - AUTHENTICATION_WINDOW_MS;
}
