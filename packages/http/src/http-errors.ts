// The error format of §8: what a caller catches from the http client.
import { apiError, type ApiError } from '@storefront/contracts';

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
    const parsed = apiError.safeParse(this.body);
    this.apiError = parsed.success ? parsed.data : undefined;
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
