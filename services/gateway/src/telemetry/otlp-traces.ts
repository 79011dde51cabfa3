import { z } from 'zod';

// The part of OTLP/HTTP JSON (ExportTraceServiceRequest) the browser's reporting sends, bounded:
// what a page sends in one batch (30 spans, 128 attributes a span) with room to spare, nothing a
// failing or hostile page could grow without limit. Unknown fields are kept (passthrough) so a
// newer SDK's spans still reach the backend whole.

const text = (max: number) => z.string().max(max);
const anyValue: z.ZodType<unknown> = z.lazy(() =>
  z
    .object({
      stringValue: text(4096).optional(),
      boolValue: z.boolean().optional(),
      intValue: z.union([z.number().int(), text(32)]).optional(),
      doubleValue: z.number().optional(),
      arrayValue: z.object({ values: z.array(anyValue).max(64) }).optional(),
    })
    .strict(),
);
export const otlpAttribute = z.object({ key: text(256), value: anyValue });
const attributes = z.array(otlpAttribute).max(128).default([]);
const nanos = z.union([z.number().int().nonnegative(), text(24).regex(/^\d+$/)]);

const span = z
  .object({
    traceId: text(64),
    spanId: text(32),
    parentSpanId: text(32).optional(),
    name: text(256),
    kind: z.number().int().optional(),
    startTimeUnixNano: nanos,
    endTimeUnixNano: nanos,
    attributes,
    droppedAttributesCount: z.number().int().optional(),
    events: z
      .array(z.object({ timeUnixNano: nanos, name: text(256), attributes, droppedAttributesCount: z.number().int().optional() }).loose())
      .max(32)
      .default([]),
    status: z.object({ code: z.number().int().min(0).max(2).optional(), message: text(4096).optional() }).loose().optional(),
  })
  .loose();

export const otlpTraceRequest = z
  .object({
    resourceSpans: z
      .array(
        z
          .object({
            resource: z.object({ attributes, droppedAttributesCount: z.number().int().optional() }).loose().optional(),
            scopeSpans: z.array(z.object({ scope: z.object({ name: text(256), version: text(64).optional() }).loose().optional(), spans: z.array(span).max(100) }).loose()).max(10),
          })
          .loose(),
      )
      .min(1, 'must hold at least one resource')
      .max(10),
  })
  .strict();
export type OtlpTraceRequest = z.infer<typeof otlpTraceRequest>;
type Attribute = z.infer<typeof otlpAttribute>;

/** Attribute keys that may carry a secret: dropped before anything is logged or forwarded. */
const SECRET_KEY = /authori[sz]ation|cookie|passw(or)?d|secret|token|api[-_.]?key|card|cvc|cvv/i;
/** Values that look like one (a bearer token, a card number) whatever their key. */
const SECRET_VALUE = /\bbearer\s+\S+|\b(?:\d[ -]?){13,19}\b/i;

function scrubAttributes(list: Attribute[]): Attribute[] {
  return list
    .filter((a) => !SECRET_KEY.test(a.key))
    .map((a) => {
      const v = a.value as { stringValue?: string };
      return typeof v.stringValue === 'string' && SECRET_VALUE.test(v.stringValue) ? { key: a.key, value: { stringValue: '[redacted]' } } : a;
    });
}

/** The request with every attribute (resource, span, event) that names or looks like a secret taken out. */
export function scrubTraces(request: OtlpTraceRequest): OtlpTraceRequest {
  return {
    resourceSpans: request.resourceSpans.map((rs) => ({
      ...rs,
      ...(rs.resource ? { resource: { ...rs.resource, attributes: scrubAttributes(rs.resource.attributes) } } : {}),
      scopeSpans: rs.scopeSpans.map((ss) => ({
        ...ss,
        spans: ss.spans.map((s) => ({
          ...s,
          attributes: scrubAttributes(s.attributes),
          events: s.events.map((e) => ({ ...e, attributes: scrubAttributes(e.attributes) })),
        })),
      })),
    })),
  };
}

const valueText = (list: Attribute[], key: string) => {
  const v = list.find((a) => a.key === key)?.value as Record<string, unknown> | undefined;
  return v ? String(Object.values(v)[0]) : undefined;
};

/** One line per span for the log when no backend is configured: what failed, where, and the exception. */
export function spanSummaries(request: OtlpTraceRequest) {
  return request.resourceSpans.flatMap((rs) =>
    rs.scopeSpans.flatMap((ss) =>
      ss.spans.map((s) => {
        const exception = s.events.find((e) => e.name === 'exception');
        return {
          span: s.name,
          session: rs.resource ? valueText(rs.resource.attributes, 'session.id') : undefined,
          path: valueText(s.attributes, 'url.path'),
          status: s.status?.code,
          exception: exception ? { type: valueText(exception.attributes, 'exception.type'), message: valueText(exception.attributes, 'exception.message') } : undefined,
          attributes: Object.fromEntries(s.attributes.map((a) => [a.key, valueText([a], a.key)])),
        };
      }),
    ),
  );
}
