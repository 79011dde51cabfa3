export const SITE_NAME = 'Storefront';

/** "Hoodies | Storefront": one format for the gateway's <title> and the remotes' client-side titles. */
export function pageTitle(...parts: string[]): string {
  return [...parts.filter(Boolean), SITE_NAME].join(' | ');
}

export const HOME_TITLE = pageTitle('Custom apparel, DTF transfers, stickers & print');
export const NOT_FOUND_TITLE = pageTitle('Page not found');
