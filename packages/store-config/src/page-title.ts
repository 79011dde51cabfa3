/** The demo store's name: a custom-printing and blank-apparel shop (the header's wordmark, every <title>). */
export const SITE_NAME = 'Inkwell Supply Co.';

/** "Hoodies | Inkwell Supply Co.": one format for the gateway's <title> and the remotes' client-side titles. */
export function pageTitle(...parts: string[]): string {
  return [...parts.filter(Boolean), SITE_NAME].join(' | ');
}

export const HOME_TITLE = pageTitle('Custom apparel, DTF transfers, stickers & print');
export const NOT_FOUND_TITLE = pageTitle('Page not found');

/** Titles of the buy-flow and account screens (the gateway's <title>, and the remotes' useDocumentTitle). */
export const SCREEN_TITLES = {
  cart: pageTitle('Your cart'),
  checkout: pageTitle('Checkout'),
  'thank-you': pageTitle('Thank you for your order'),
  account: pageTitle('Your account'),
  'sign-in': pageTitle('Sign in'),
  'sign-up': pageTitle('Create an account'),
  addresses: pageTitle('Your addresses'),
  library: pageTitle('My Library'),
  'brand-pages': pageTitle('Brand pages'),
  'publish-requests': pageTitle('Publish requests'),
  moderation: pageTitle('Moderation'),
  'content-editor': pageTitle('Help and content pages'),
  orders: pageTitle('Your orders'),
  order: pageTitle('Order details'),
  'design-lab': pageTitle('Design lab'),
  'design-lab-start': pageTitle('Start a design', 'Design lab'),
  'dtf-transfers': pageTitle('Transfers from your artwork', 'Design lab'),
  'dtf-artwork': pageTitle('Your artwork', 'Design lab'),
  'dtf-letters': pageTitle('Custom lettering', 'Design lab'),
  'dtf-gang-sheet': pageTitle('Gang sheet builder', 'Design lab'),
  'digital-assets': pageTitle('Digital assets'),
  'crafter': pageTitle('Crafter portal'),
  'crafter-quote': pageTitle('Your quote'),
  // new:area titles — areas made with `pnpm new:area` add their screen's title above this line
} as const;
export type TitledScreen = keyof typeof SCREEN_TITLES;

/** The not-found screen's words: the gateway renders them and the shell mounts the same. */
export const NOT_FOUND_TEXT = {
  heading: 'Page not found',
  message: "We couldn't find the page you were looking for. It may have moved, or it isn't available yet.",
  home: 'Go to the home page',
} as const;
