{
  "name": "@storefront/mfe-__kebab__",
  "version": "1.0.0",
  "private": true,
  "type": "module",
  "scripts": {
    "typecheck": "tsc -p tsconfig.json",
    "test": "vitest run --passWithNoTests",
    "build": "tsx ../packages/webpack-config/src/cli.ts"
  },
  "dependencies": {
    "react": "catalog:",
    "react-dom": "catalog:",
    "zustand": "catalog:",
    "@storefront/http": "workspace:*",
    "@storefront/contracts": "workspace:*",
    "@storefront/ui": "workspace:*",
    "@storefront/store-config": "workspace:*",
    "@storefront/routing": "workspace:*"
  },
  "devDependencies": {
    "typescript": "catalog:",
    "vitest": "catalog:",
    "@types/node": "catalog:",
    "@types/react": "catalog:",
    "@types/react-dom": "catalog:",
    "@testing-library/react": "catalog:",
    "@testing-library/user-event": "catalog:",
    "@testing-library/jest-dom": "catalog:",
    "jsdom": "catalog:",
    "@storefront/webpack-config": "workspace:*",
    "tsx": "catalog:"
  }
}
