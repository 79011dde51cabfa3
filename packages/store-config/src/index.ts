export { STORE_CODES, STORES, isStoreCode, storeFor, storeDay, type Store, type StoreCode, type Currency } from './stores';
export { formatMoney, formatNumber } from './money';
export { formatFileSize } from './file-size';
export { BREAKPOINTS, TIMING, REQUESTS, UI, SOFTNESS_SCALE, softnessLabel, type SoftnessLabel } from './constants';
export { SITE_NAME, pageTitle, HOME_TITLE, NOT_FOUND_TITLE, NOT_FOUND_TEXT, SCREEN_TITLES, type TitledScreen } from './page-title';
export { SUPPORT } from './support';
