import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, hitRateLimit, problemToHttpError } from '@storefront/server-kit';
import { ownerKey, type FileOwner } from '../../domain/file-owner';
import { countUploads, tooManyUploads } from '../../domain/uploads';
import type { RouteContext } from '../route-context';
import { ownerForWrite } from '../shopper';

interface Uploader {
  owner: FileOwner;
  /** sets or renews the guest cookie once the file is stored */
  keep(): void;
}

const uploaders = new WeakMap<FastifyRequest, Uploader>();

/** One address's budget, a few times a shopper's: guest tokens cost nothing to make, so a script minting a cookie per request still meets a limit. */
export const ADDRESS_UPLOADS_FACTOR = 3;

function wait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * preParsing hook of the upload route: who is uploading, their rate limits and their file limit,
 * all before a byte of the body is read, so a refused shopper costs no 25 MB read and no decode.
 * Every attempt counts, refused files too: checking a file is the expensive part.
 */
export function uploadGate(ctx: RouteContext) {
  return async function gate(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const { owner, fresh, keep } = await ownerForWrite(ctx, req, reply);
    const now = ctx.now();
    const { max, windowMs } = ctx.uploadRateLimit;
    const byAddress = await hitRateLimit(ctx.db, `digital_assets:upload:ip:${req.ip}`, { max: max * ADDRESS_UPLOADS_FACTOR, windowMs }, now);
    // a browser without the guest cookie has no owner to count yet: its address alone does
    const byOwner = fresh ? null : await hitRateLimit(ctx.db, `${ownerKey(owner)}:upload`, ctx.uploadRateLimit, now);
    const over = byOwner && !byOwner.allowed ? byOwner : byAddress.allowed ? null : byAddress;
    if (over) {
      reply.header('retry-after', String(over.retryAfterSeconds));
      const rule = over === byOwner ? `at most ${max} every ${wait(Math.round(windowMs / 1000))}` : 'too many from your network';
      throw new HttpError(429, 'rate_limited', `Too many uploads (${rule}). Please try again in ${wait(over.retryAfterSeconds)}.`);
    }
    if ((await countUploads(ctx.db, owner)) >= ctx.maxUploadsPerOwner) throw problemToHttpError(tooManyUploads(ctx.maxUploadsPerOwner));
    uploaders.set(req, { owner, keep });
    return payload;
  };
}

/** The uploader the gate identified for this request. */
export function uploaderOf(req: FastifyRequest): Uploader {
  const uploader = uploaders.get(req);
  if (!uploader) throw new Error('upload route without its gate');
  return uploader;
}
