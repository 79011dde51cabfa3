import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, hitRateLimit, problemToHttpError } from '@storefront/server-kit';
import { ownerKey, type ProjectOwner } from '../../domain/project-owner';
import { countUploads, MAX_UPLOADS_PER_OWNER, tooManyUploads } from '../../domain/uploads';
import type { RouteContext } from '../route-context';
import { ownerForWrite } from '../shopper';

interface Uploader {
  owner: ProjectOwner;
  /** sets or renews the guest cookie once the upload is stored */
  keep(): void;
}

const uploaders = new WeakMap<FastifyRequest, Uploader>();

function wait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * One address's budget, a few times a shopper's: guest tokens cost nothing to make, so a script
 * minting a fresh cookie per request still meets a limit, while a shared office or school network
 * has room for several shoppers.
 */
export const ADDRESS_UPLOADS_FACTOR = 3;

/**
 * preParsing hook of the upload route: who is uploading, their rate limits and their upload
 * limit, all before a byte of the body is read, so a refused shopper costs no 25 MB read and no
 * decode. Every attempt counts, refused files too: checking a file is the expensive part.
 */
/** What an owner may keep of what the route stores: uploads by default, DTF artworks for theirs. */
export interface OwnerLimit {
  count(db: RouteContext['db'], owner: ProjectOwner): Promise<number>;
  max: number;
  problem(): Parameters<typeof problemToHttpError>[0];
}

const UPLOADS_LIMIT: OwnerLimit = { count: countUploads, max: MAX_UPLOADS_PER_OWNER, problem: tooManyUploads };

export function uploadGate(ctx: RouteContext, limit: OwnerLimit = UPLOADS_LIMIT) {
  return async function gate(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const { owner, fresh, keep } = await ownerForWrite(ctx, req, reply);
    const now = ctx.now();
    const { max, windowMs } = ctx.uploadRateLimit;
    const byAddress = await hitRateLimit(ctx.db, `design_lab:upload:ip:${req.ip}`, { max: max * ADDRESS_UPLOADS_FACTOR, windowMs }, now);
    // a browser without the guest cookie has no owner to count yet: its address alone does
    const byOwner = fresh ? null : await hitRateLimit(ctx.db, `design_lab:upload:${ownerKey(owner)}`, ctx.uploadRateLimit, now);
    const over = byOwner && !byOwner.allowed ? byOwner : byAddress.allowed ? null : byAddress;
    if (over) {
      reply.header('retry-after', String(over.retryAfterSeconds));
      const rule = over === byOwner ? `at most ${max} every ${wait(Math.round(windowMs / 1000))}` : 'too many from your network';
      throw new HttpError(429, 'rate_limited', `Too many uploads (${rule}). Please try again in ${wait(over.retryAfterSeconds)}.`);
    }
    if ((await limit.count(ctx.db, owner)) >= limit.max) throw problemToHttpError(limit.problem());
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
