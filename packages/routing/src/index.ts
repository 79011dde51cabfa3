export { recognize, type RouteMatch } from './recognize';
export { RESERVED_PAGES, isReservedPage, type ReservedPage } from './reserved-pages';
export { INFO_PAGES, isInfoPage, type InfoPage } from './info-pages';
export { splitStore, stripStore, withStore } from './store-prefix';
export { productUrl, brandUrl, categoryUrl, listingUrl, type ListingParams } from './urls';
export { activityFor, type LocationLike } from './activity';
export { isSlug } from './slug';
export { AREAS, STATUS_SCREENS, remotesForScreen, type Area } from './areas';
export { AREA_PAGES, areaPageScreen, isAreaPageScreen, areaFirstRequest, madeProductsRequest, DEFAULT_MADE_CATEGORY, type AreaPage } from './area-pages';
