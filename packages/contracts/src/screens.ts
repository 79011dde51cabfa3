import { z } from 'zod';

/** Screens of §2 the route table recognises. `reserved` pages have content in later issues. */
export const SCREENS = [
  'home',
  'listing',
  'brand',
  'pdp',
  // buy flow (mfe-cart): /cart, /checkout, /checkout/thank-you/{orderNumber}
  'cart',
  'checkout',
  'thank-you',
  // account (mfe-account): /account, /account/sign-in, /account/sign-up, /account/addresses, /account/library, /orders, /orders/{orderNumber}
  'account',
  'sign-in',
  'sign-up',
  'addresses',
  // My Library: favorites with notes and alerts, designs, artwork (issue 13)
  'library',
  // /account/brand-pages(?brand=): a brand page manager's CMS; /account/publish-requests: staff's queue (issue 15)
  'brand-pages',
  'publish-requests',
  // /account/moderation: staff hide or approve reviews, questions and answers (issue 15)
  'moderation',
  // /account/content(?store=&path=): staff edit the help, FAQ and other content pages (issue 15)
  'content-editor',
  'orders',
  'order',
  // the store's short information pages (mfe-listing): /shipping, /returns, /contactus, /about-us, /accessibility
  'info',
  'design-lab',
  // /design-lab/start: the made products to start a design from (mfe-design-lab)
  'design-lab-start',
  // /design-lab/transfers and /design-lab/artwork?id=: DTF transfers from the shopper's own artwork (mfe-design-lab)
  'dtf-transfers',
  'dtf-artwork',
  // /design-lab/letters: lettering transfers (mfe-design-lab)
  'dtf-letters',
  // /design-lab/gang-sheet: the gang-sheet builder (mfe-design-lab)
  'dtf-gang-sheet',
  'digital-assets',
  'digital-asset',
  // /crafter: the crafter portal (quotes, customers, invoices, earnings; mfe-crafter)
  'crafter',
  // /crafter/quote?t=: a crafter's quote as their customer sees it, no account needed (mfe-crafter)
  'crafter-quote',
  // new:area screens — areas made with `pnpm new:area` add their screen above this line
  'help',
  'reviews',
  'reserved',
  'not-found',
] as const;
export const screen = z.enum(SCREENS);
export type Screen = z.infer<typeof screen>;
