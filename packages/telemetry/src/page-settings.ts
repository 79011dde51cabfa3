import { TELEMETRY } from './limits';

/** What the gateway tells the page about reporting (`<meta name="sf-telemetry" content="{…}">`). */
export interface TelemetrySettings {
  /** 0–1: the share of sessions that report; 0 turns reporting off */
  sampleRate: number;
  /** the collector's URL (absolute, or a path on this site) */
  endpoint: string;
}

/** The page's settings; none (no tag, or one that does not parse) means nothing is reported. */
export function pageTelemetrySettings(doc: Document): TelemetrySettings | null {
  const content = doc.querySelector('meta[name="sf-telemetry"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const v = JSON.parse(content) as Partial<TelemetrySettings>;
    const sampleRate = typeof v.sampleRate === 'number' && v.sampleRate >= 0 && v.sampleRate <= 1 ? v.sampleRate : null;
    if (sampleRate === null) return null;
    return { sampleRate, endpoint: typeof v.endpoint === 'string' && v.endpoint ? v.endpoint : TELEMETRY.path };
  } catch {
    return null;
  }
}

/** The anti-forgery token every state-changing call carries (the collector's POST too). */
export function pageCsrfToken(doc: Document): string {
  return doc.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
}
