// Region names and form labels come from the contracts, shared with the checkout's address form.
export { COUNTRY_NAME, POSTAL_LABEL, REGION_LABEL, regionsOf } from '@storefront/contracts';
