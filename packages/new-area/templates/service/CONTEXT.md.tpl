# services/__kebab__

The __kebab__ area's service (Fastify 5, made with `pnpm new:area __kebab__`): an encapsulated
plugin the gateway mounts (embedded) or proxies to (`__UPPER___SERVICE_URL`, split mode), over
its own PostgreSQL schema `__snake__` (packages/db/src/schema/__kebab__.ts).

## Key files
- `src/app.ts` — the plugin: cookies, errors, validation, routes; `now` is the injectable clock.
- `src/mount.ts` — `serviceMount(deps)`, exported by `src/index.ts`: how the gateway mounts the
  plugin in-process (server-kit's `ServiceMount`; `deps` has db, blobStore, secureCookies, settings).
- `src/server.ts` — standalone entry (`pnpm --filter @storefront/__kebab__ start`, port __port__).
- `src/routes/<resource>/route.ts` — thin handlers; schemas from `@storefront/contracts`.
- `src/domain/` — the rules, no HTTP (answer a server-kit `Outcome` where something can fail).
- `src/test-fixtures/test-app.ts` — the plugin on a fresh test database.

## Test
`cd services/__kebab__ && npx vitest run` (PGlite); with
`DATABASE_URL=postgres://postgres@127.0.0.1:5432/test` on PostgreSQL.

## Pitfalls
- Write only the `__snake__` schema; read other areas through named reads in packages/db.
- No network call inside a transaction: use server-kit's `runWorkflow` with compensations.
- Add every new path to this service's row of `SERVICES` (packages/routing/src/services.ts), or split
  mode will not proxy it: the gateway's service-table test says which.
