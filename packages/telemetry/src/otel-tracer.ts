import { SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import { TELEMETRY } from './limits';
import { pageCsrfToken, type TelemetrySettings } from './page-settings';
import type { ProblemReport } from './report-problem';
import type { TelemetrySession } from './session';

// The lazily loaded half of reporting: one tracer provider per page, batching spans as §9 says
// and posting them as OTLP/HTTP JSON with the page's anti-forgery token.

let provider: WebTracerProvider | null = null;

function providerFor(settings: TelemetrySettings, session: TelemetrySession): WebTracerProvider {
  if (provider) return provider;
  const exporter = new OTLPTraceExporter({
    url: new URL(settings.endpoint, window.location.href).href,
    // read at each send: the token is the page's, and a sign-in may rotate it
    headers: async () => ({ 'x-csrf-token': pageCsrfToken(document) }),
    concurrencyLimit: TELEMETRY.concurrency,
  });
  provider = new WebTracerProvider({
    resource: resourceFromAttributes({
      'service.name': 'storefront-web',
      'service.version': TELEMETRY.appVersion,
      'session.id': session.id,
      'user_agent.original': navigator.userAgent.slice(0, TELEMETRY.userAgentMaxLength),
    }),
    spanLimits: { attributeCountLimit: TELEMETRY.attributeCountLimit },
    spanProcessors: [
      new BatchSpanProcessor(exporter, {
        scheduledDelayMillis: TELEMETRY.batchDelayMs,
        maxExportBatchSize: TELEMETRY.maxSpansPerBatch,
        maxQueueSize: TELEMETRY.maxQueuedSpans,
      }),
    ],
  });
  const p = provider;
  // what is still batched leaves with the page
  window.addEventListener('pagehide', () => void p.forceFlush());
  return provider;
}

function asException(error: unknown): Error | string {
  if (error instanceof Error) return error;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** One failure as one span: its name, the page's path, the caller's attributes, the exception and an error status. */
export function recordProblem(settings: TelemetrySettings, session: TelemetrySession, report: ProblemReport): void {
  const tracer = providerFor(settings, session).getTracer('storefront-web', TELEMETRY.appVersion);
  const attributes = Object.fromEntries(Object.entries(report.attributes ?? {}).filter((e): e is [string, string | number | boolean] => e[1] !== undefined));
  const span = tracer.startSpan(report.name, { attributes: { 'url.path': window.location.pathname, ...attributes } });
  const exception = asException(report.error);
  span.recordException(exception);
  span.setStatus({ code: SpanStatusCode.ERROR, message: typeof exception === 'string' ? exception : exception.message });
  span.end();
}

/** Sends what is batched now (tests; the page's own flush is on pagehide). */
export function flushProblems(): Promise<void> {
  return provider ? provider.forceFlush() : Promise.resolve();
}
