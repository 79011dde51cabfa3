export { checkShipAddress, INVALID_ADDRESS_MESSAGE, type AddressIssue, type ShipAddressCheck } from './ship-address-check';
