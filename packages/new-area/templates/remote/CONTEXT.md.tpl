# mfe-__kebab__

The __kebab__ area's remote (React 19, made with `pnpm new:area __kebab__`): its screen at
`/__kebab__` (and `/ca/__kebab__`), mounted by the shell from routing's `AREAS` and served by the
`@storefront/__kebab__` service through the gateway.

## Key files
- `src/lifecycles.tsx` — the only exposed module (single-spa lifecycles, `AreaError` on failure).
- `src/root.tsx` — follows the location; shows the screen for the route (`recognize`).
- `src/api.ts` — typed calls through the `http` prop, answers parsed with `@storefront/contracts`.
- `src/items/` — the screen, its per-mount zustand model and its test.
- `module-federation.config.ts` — container `__remote__`.

## Test
`cd mfe-__kebab__ && npx vitest run` (component tests, jsdom); the browser tests run against
`npm start`.

## Pitfalls
- Stores are per mount (made by the component that owns them), never module stores: see
  docs/ARCHITECTURE.md "State and shared pieces in the remotes".
- Show `readFailure(err).message` to shoppers, never a raw `error.message`.
