// The gateway as a library: what a host process or a test composes (server.ts is the CLI entry).
export { buildGateway, type GatewayOptions } from './app';
export { readGatewayConfig, gatewayConfigSchema, type GatewayConfig } from './config';
// the services it composes: routing's SERVICES rows, each package's serviceMount (server-kit's MountDeps)
export { SERVICES, serviceUrlVariable, type ServiceRow } from '@storefront/routing';
