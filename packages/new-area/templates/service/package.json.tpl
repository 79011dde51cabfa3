{
  "name": "@storefront/__kebab__",
  "version": "1.0.0",
  "private": true,
  "type": "module",
  "exports": {
    ".": "./src/index.ts"
  },
  "scripts": {
    "typecheck": "tsc -p tsconfig.json",
    "test": "vitest run --passWithNoTests",
    "start": "tsx src/server.ts"
  },
  "dependencies": {
    "@fastify/cookie": "catalog:",
    "@storefront/contracts": "workspace:*",
    "@storefront/db": "workspace:*",
    "@storefront/server-kit": "workspace:*",
    "drizzle-orm": "catalog:",
    "fastify": "catalog:",
    "zod": "catalog:"
  },
  "devDependencies": {
    "@storefront/testing": "workspace:*",
    "@types/node": "catalog:",
    "tsx": "catalog:",
    "typescript": "catalog:",
    "vitest": "catalog:"
  }
}
