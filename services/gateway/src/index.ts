// The gateway as a library: what a host process or a test composes (server.ts is the CLI entry).
export { buildGateway, type GatewayOptions } from './app';
export { readGatewayConfig, gatewayConfigSchema, type GatewayConfig } from './config';
export { SERVICES, type ServiceEntry } from './services/service-table';
