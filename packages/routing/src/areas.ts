import type { Screen } from '@storefront/contracts';

export interface Area {
  /** single-spa application name and slot id */
  name: string;
  /** Module Federation container name in the registry */
  remote: string;
  screens: readonly Screen[] | 'always';
  slot: 'header' | 'main';
}

/**
 * Which remote owns which screens of §2 — read by the shell (activity) and the gateway (preload
 * hints). Later issues add digital assets, design lab and crafter areas here.
 */
export const AREAS: readonly Area[] = [
  { name: 'header', remote: 'mfe_header', screens: 'always', slot: 'header' },
  // help and info: the store's short information pages, until a help area arrives (routing info-pages.ts)
  { name: 'listing', remote: 'mfe_listing', screens: ['home', 'listing', 'brand', 'help', 'info'], slot: 'main' },
  // reviews: a product's (/{slug}/reviews) open on its page; the store's (/reviews) list every product's
  { name: 'pdp', remote: 'mfe_pdp', screens: ['pdp', 'reviews'], slot: 'main' },
  { name: 'cart', remote: 'mfe_cart', screens: ['cart', 'checkout', 'thank-you'], slot: 'main' },
  { name: 'account', remote: 'mfe_account', screens: ['account', 'sign-in', 'sign-up', 'addresses', 'library', 'brand-pages', 'publish-requests', 'moderation', 'content-editor', 'orders', 'order'], slot: 'main' },
  { name: 'design-lab', remote: 'mfe_design_lab', screens: ['design-lab', 'design-lab-start', 'dtf-transfers', 'dtf-artwork', 'dtf-letters', 'dtf-gang-sheet'], slot: 'main' },
  { name: 'digital-assets', remote: 'mfe_digital_assets', screens: ['digital-assets', 'digital-asset'], slot: 'main' },
  { name: 'crafter', remote: 'mfe_crafter', screens: ['crafter', 'crafter-quote'], slot: 'main' },
  // new:area areas — areas made with `pnpm new:area` are added above this line
];

/** Screens the shell answers itself until their areas exist: a proper not-found page. */
export const STATUS_SCREENS: readonly Screen[] = ['reserved', 'not-found'];

/** Remotes a screen mounts (the header always), for preloading their entries. */
export function remotesForScreen(screen: Screen): string[] {
  return AREAS.filter((a) => a.screens === 'always' || a.screens.includes(screen)).map((a) => a.remote);
}
