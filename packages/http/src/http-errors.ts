// The error format of §8: what a caller catches from the http client.
import type { ApiError } from '@storefront/contracts';

/** The server answered 400–599. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusText: string;
  /** the body parsed as JSON when it is JSON, otherwise the raw text */
  readonly body: unknown;
  /** our services' `{ code, message, fieldErrors? }` when the body has that shape */
  readonly apiError: ApiError | undefined;

  constructor(init: { status: number; statusText: string; text: string }) {
    // §8: 422 shows the raw body; anything else "statusText: body". HTTP/2 has no status text, so the code stands in.
    const reason = init.statusText || String(init.status);
    super(init.status === 422 ? init.text : `${reason}: ${init.text}`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = parseBody(init.text);
    this.apiError = asApiError(this.body);
  }

  static async fromResponse(response: Response): Promise<HttpError> {
    const text = await response.text().catch(() => '');
    return new HttpError({ status: response.status, statusText: response.statusText, text });
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: { cause?: unknown }) {
    super('Unable to connect to server', options);
  }
}

/** JSON when it parses, the text otherwise, undefined for an empty body. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Our services' `{ code, message, fieldErrors? }` body, checked by hand: this package ships in
 * the shell to every page, and a schema library would outweigh the client itself.
 */
function asApiError(body: unknown): ApiError | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, message, fieldErrors } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (fieldErrors === undefined) return { code, message };
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(fieldErrors)) {
    if (!Array.isArray(v) || !v.every((m) => typeof m === 'string')) return undefined;
    fields[k] = v;
  }
  return { code, message, fieldErrors: fields };
}
