import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answerOf, type CachedAnswer, type ResponseCache } from './response-cache';

export interface CatalogCaching {
  /** the catalog version an answer is built and cached at (domain/catalog-version) */
  versions: {
    current(): Promise<number>;
    /** after this instance's own catalog write: hold the version it made (CatalogVersionWatch.check) */
    check(): Promise<boolean>;
  };
  /** undefined: every request builds its answer (the bench's uncached figures) */
  responses: ResponseCache | undefined;
}

/**
 * Answers an anonymous catalog GET from the response cache, keyed by `key` (everything the answer
 * depends on, normalised) and the catalog version read for this request. `build` returns the
 * value to send, or throws (a 404 is never cached). Sends `ETag` and `Cache-Control: public,
 * no-cache`: a CDN or browser may keep the answer but must revalidate it each time, and a
 * matching `If-None-Match` gets a 304 with no body. These answers depend on no cookie or session.
 */
export async function sendCatalogAnswer<S extends z.ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  caching: CatalogCaching,
  key: string,
  schema: S,
  build: (version: number) => Promise<z.output<S>>,
): Promise<FastifyReply> {
  const version = await caching.versions.current();
  const compute = async (): Promise<CachedAnswer> => answerOf(JSON.stringify(z.encode(schema, await build(version))));
  const answer = caching.responses ? await caching.responses.get(key, version, compute) : await compute();
  reply.header('etag', answer.etag).header('cache-control', 'public, no-cache');
  if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** If-None-Match is a list of tags compared weakly (RFC 9110 §13.1.2), or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** A stable key for a validated query: keys sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function queryKey(route: string, query: object): string {
  return `${route}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;
}
