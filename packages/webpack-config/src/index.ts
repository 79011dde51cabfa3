export { defineFederationConfig, type FederationConfig } from './federation-config';
export { SHARED_SINGLETONS } from './shared-modules';
