// The store's information pages: §2 reserves most of them (help, shipping, returns, contactus,
// about-us) as pages rather than listings; accessibility is ours. Short pages for now (the listing
// area's info screen); a later issue brings a help centre and brand pages from a CMS.

/** Path (no leading slash) → the page's heading, shared by the gateway's <title> and the screen. */
export const INFO_PAGES = {
  help: 'Help',
  shipping: 'Shipping',
  returns: 'Returns',
  contactus: 'Contact us',
  'about-us': 'About us',
  accessibility: 'Accessibility',
} as const;

export type InfoPage = keyof typeof INFO_PAGES;

export function isInfoPage(page: string): page is InfoPage {
  return Object.hasOwn(INFO_PAGES, page);
}
