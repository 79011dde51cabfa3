import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { withZod } from '@storefront/server-kit';
import { TELEMETRY } from '@storefront/telemetry';
import { otlpTraceRequest, scrubTraces, spanSummaries, type OtlpTraceRequest } from './otlp-traces';

export interface CollectorOptions {
  /** an OTLP/HTTP backend's base URL (OTEL_EXPORTER_OTLP_ENDPOINT): spans go on to `<it>/v1/traces`; unset, they are logged */
  otlpEndpoint?: string;
  /** reports one address may post a minute */
  perMinute: number;
}

/** A batch is 30 spans of a few hundred bytes: 256 KiB is generous, and the most a page may post. */
const BODY_LIMIT = 256 * 1024;
const FORWARD_TIMEOUT_MS = 5000;

/**
 * The browser-monitoring collector (§7 "Monitoring"): `POST /api/telemetry/v1/traces` takes the
 * pages' OTLP/HTTP JSON (bounded, validated, rate-limited, the anti-forgery token checked like any
 * POST), drops every attribute that names or looks like a secret, and sends the rest on to the
 * configured OTLP backend — or, with none, writes one warning line per span to the log. The page
 * is answered at once: a slow backend never holds a shopper's request.
 */
export async function telemetryCollector(app: FastifyInstance, opts: CollectorOptions): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
  const target = opts.otlpEndpoint ? `${opts.otlpEndpoint.replace(/\/$/, '')}/v1/traces` : null;

  const forward = async (traces: OtlpTraceRequest) => {
    try {
      const res = await fetch(target!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(traces), signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) });
      if (!res.ok) app.log.warn({ status: res.status }, 'telemetry: the OTLP backend refused a batch');
      await res.body?.cancel();
    } catch (error) {
      app.log.warn({ reason: (error as Error).message }, 'telemetry: the OTLP backend could not be reached');
    }
  };

  withZod(app).post(
    TELEMETRY.path,
    { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } }, schema: { body: otlpTraceRequest } },
    async (req, reply) => {
      const traces = scrubTraces(req.body);
      if (target) void forward(traces);
      else for (const span of spanSummaries(traces)) req.log.warn({ browser: span }, 'browser problem reported');
      reply.header('cache-control', 'no-store');
      // OTLP's ExportTraceServiceResponse: everything accepted
      return {};
    },
  );
}
