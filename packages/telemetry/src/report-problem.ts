import { pageTelemetrySettings } from './page-settings';
import { touchSession } from './session';

export type ReportAttributes = Record<string, string | number | boolean | undefined>;

/** A failure worth knowing about: what was being done (`artwork.upload`), the error, and plain facts about it (never secrets). */
export interface ProblemReport {
  name: string;
  error: unknown;
  attributes?: ReportAttributes;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reports a failure to the site's collector as an OpenTelemetry span with the exception (§7
 * "Monitoring", §8 "tracked and reported"). Fire and forget: it never throws and never delays
 * the caller; a session that is not sampled, a server render or a page without settings sends
 * nothing. The OpenTelemetry SDK loads on the first report only, so pages that never fail never
 * download it.
 */
export function reportProblem(report: ProblemReport): Promise<void> {
  if (typeof document === 'undefined' || typeof window === 'undefined') return Promise.resolve();
  const settings = pageTelemetrySettings(document);
  if (!settings || settings.sampleRate === 0) return Promise.resolve();
  const session = touchSession(storage(), Date.now(), settings.sampleRate, Math.random, () => crypto.randomUUID());
  if (!session.sampled) return Promise.resolve();
  return import('./otel-tracer')
    .then(({ recordProblem }) => recordProblem(settings, session, report))
    .catch(() => {
      // reporting must never become the page's problem
    });
}
