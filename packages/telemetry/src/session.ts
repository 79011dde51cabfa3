import { TELEMETRY } from './limits';

/** A monitoring session: who reports (sampled or not) is drawn once per session, not per report. */
export interface TelemetrySession {
  id: string;
  startedAt: number;
  lastSeenAt: number;
  sampled: boolean;
}

/** Where a session is kept between pages (localStorage in the browser; a Map in tests). */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'sf-telemetry-session';

function parse(text: string | null): TelemetrySession | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<TelemetrySession>;
    if (typeof v.id !== 'string' || typeof v.startedAt !== 'number' || typeof v.lastSeenAt !== 'number' || typeof v.sampled !== 'boolean') return null;
    return v as TelemetrySession;
  } catch {
    return null;
  }
}

/**
 * The session a report belongs to at `now`: the stored one while it is under 4 hours old and was
 * seen within 15 minutes, else a new one whose `sampled` is drawn against `sampleRate`. Touches
 * the session (its last-seen time) and stores it; a store that throws (private mode, quota) only
 * loses the continuity between pages.
 */
export function touchSession(store: SessionStore | undefined, now: number, sampleRate: number, random: () => number, newId: () => string): TelemetrySession {
  let stored: TelemetrySession | null = null;
  try {
    stored = parse(store?.getItem(KEY) ?? null);
  } catch {
    stored = null;
  }
  const alive = stored && now - stored.startedAt < TELEMETRY.sessionMaxMs && now - stored.lastSeenAt < TELEMETRY.sessionIdleMs && now >= stored.lastSeenAt;
  const session: TelemetrySession = alive ? { ...stored!, lastSeenAt: now } : { id: newId(), startedAt: now, lastSeenAt: now, sampled: random() < sampleRate };
  try {
    store?.setItem(KEY, JSON.stringify(session));
  } catch {
    // kept for this page only
  }
  return session;
}
