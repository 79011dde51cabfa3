// §9 "Telemetry sender" and §4 "Sessions (monitoring)": the figures the browser's reporting keeps.

export const TELEMETRY = {
  /** where the browser posts its spans (OTLP/HTTP JSON), answered by the gateway's collector */
  path: '/api/telemetry/v1/traces',
  /** trace batches leave after 1000 ms, at most 30 spans each */
  batchDelayMs: 1000,
  maxSpansPerBatch: 30,
  /** spans waiting beyond this are dropped rather than held in a page that is failing */
  maxQueuedSpans: 30,
  /** requests in flight at once */
  concurrency: 5,
  /** attributes kept on a span */
  attributeCountLimit: 128,
  /** the user agent as reported, cut to this many characters */
  userAgentMaxLength: 500,
  appVersion: '1.0.0',
  /** the share of sessions reported: 3 % in production, every one elsewhere */
  productionSampleRate: 0.03,
  /** a monitoring session ends after 4 hours, or after 15 minutes without a report */
  sessionMaxMs: 4 * 60 * 60 * 1000,
  sessionIdleMs: 15 * 60 * 1000,
} as const;
