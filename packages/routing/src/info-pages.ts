// The store's content pages: §2 reserves most of them (help, faq and its sub-pages, shipping,
// returns, contactus, about-us, careers, sample-instructions, sameday) as pages rather than
// listings; accessibility is ours. Their text is stored per store in the database (the catalog's
// content pages); this list only says which paths are content, so routing needs no database.

/** Path (no leading slash) → the page's usual heading: the link text of footers and menus. */
export const INFO_PAGES = {
  help: 'Help',
  faq: 'Frequently asked questions',
  'faq/ordering-and-returning': 'Ordering and returning',
  'faq/shipping': 'Shipping questions',
  'faq/product-info': 'Product info',
  'faq/general': 'General questions',
  shipping: 'Shipping',
  sameday: 'Same-day shipping',
  returns: 'Returns',
  'sample-instructions': 'Samples',
  contactus: 'Contact us',
  'about-us': 'About us',
  careers: 'Careers',
  accessibility: 'Accessibility',
} as const;

export type InfoPage = keyof typeof INFO_PAGES;

export function isInfoPage(page: string): page is InfoPage {
  return Object.hasOwn(INFO_PAGES, page);
}

/** The help page's section on reviews, where the review summary's tooltip links (`/help#…`). */
export const REVIEW_POLICY_ANCHOR = 'consumer-review-policy';
