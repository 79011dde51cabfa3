export * from './common';
export * from './catalog/index';
export * from './screens';
export * from './page-data';
export * from './account/index';
export * from './cart/index';
export * from './checkout/index';
export * from './delivery/index';
export { checkShipAddress, INVALID_ADDRESS_MESSAGE, type AddressIssue, type ShipAddressCheck } from './address/index';
// new:area areas — the contracts of areas made with `pnpm new:area` are exported above this line
