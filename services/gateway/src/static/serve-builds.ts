import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed chunks never change; entries and manifests must be re-checked so a publish is seen. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\.(js|css)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Serves each remote's and the shell's immutable build folders. */
export async function serveBuilds(app: FastifyInstance, dirs: { remotes: Record<string, string>; shellDir: string }): Promise<void> {
  const mounts = [
    ...Object.entries(dirs.remotes).map(([name, dir]) => ({ prefix: `/remotes/${name}/`, root: path.join(dir, 'dist') })),
    { prefix: '/shell/', root: path.join(dirs.shellDir, 'dist') },
  ];
  let first = true;
  for (const m of mounts) {
    await app.register(fastifyStatic, {
      root: m.root,
      prefix: m.prefix,
      decorateReply: first,
      index: false,
      cacheControl: false,
      // listed in the OpenAPI document, so the generated-input suite drives these routes too
      schemaHide: false,
      // the live pointer and the server bundles (first-screen HTML, rendered here) are not public assets
      allowedPath: (p) => !p.endsWith('live.json') && !/\/server\//.test(p),
      setHeaders: (res, file) => {
        res.header('Cache-Control', cacheControlFor(file));
        // remotes are fetched by the MF runtime (manifest via fetch) from this origin only
        res.header('Cross-Origin-Resource-Policy', 'same-origin');
      },
    });
    first = false;
  }
}
