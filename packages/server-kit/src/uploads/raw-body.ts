import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { formatBytes } from '@storefront/uploads';

/**
 * The file's bytes, kept out of sight of generic body walkers: server-kit's unstorable-text
 * check visits every own enumerable key of a body, which for a 25 MB Buffer would be 25 million
 * entries. A private field has none.
 */
export class RawUpload {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }
  get bytes(): Uint8Array {
    return this.#bytes;
  }
}

/** Fastify reads at most this much: a little over the upload limit, so a file just over it still gets the pipeline's exact size in its message. */
export const bodyLimitFor = (maxBytes: number) => maxBytes + 64 * 1024;

/**
 * For the upload route's own (encapsulated) context only: any content type is the file itself
 * (the browser sends a File as is, so it can report progress; the pipeline sniffs the bytes and
 * never trusts the type), read whole up to `bodyLimitFor(maxBytes)`. A body over that is
 * Fastify's 413, re-worded here to name the limit like the pipeline's own refusal.
 */
export function acceptRawUploads(app: FastifyInstance, maxBytes: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: bodyLimitFor(maxBytes) }, (_req, body, done) => {
    done(null, new RawUpload(body as Buffer));
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(413, 'file_too_large', `The file is over ${formatBytes(maxBytes)}; uploads are limited to ${formatBytes(maxBytes)}.`);
    }
    // everything else to the service's error handler (Fastify hands a rethrown error to the parent's)
    throw error;
  });
}

/** The request's bytes: empty when the browser sent no body (the pipeline then says the file is empty). */
export const uploadedBytes = (body: unknown): Uint8Array => (body instanceof RawUpload ? body.bytes : new Uint8Array(0));
