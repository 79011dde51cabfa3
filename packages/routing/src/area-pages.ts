import type { Screen } from '@storefront/contracts';

/**
 * Pages of areas made with `pnpm new:area`: an exact path (after the store prefix, without the
 * leading slash) and the screen it shows. They are recognised before the reserved pages of §2, so
 * an area may take one of those names (design-lab).
 */
export const AREA_PAGES: readonly { path: string; screen: Screen }[] = [
  { path: 'design-lab', screen: 'design-lab' },
  { path: 'design-lab/start', screen: 'design-lab-start' },
  // new:area pages — areas made with `pnpm new:area` add their page above this line
];

const BY_PATH = new Map(AREA_PAGES.map((p) => [p.path, p.screen]));

/** The screen of an area page at this path, if one is. */
export function areaPageScreen(joinedPath: string): Screen | undefined {
  return BY_PATH.get(joinedPath);
}

/** Whether a screen is an area page's (its remote fetches its own data; the document inlines none). */
export function isAreaPageScreen(screen: Screen): boolean {
  return AREA_PAGES.some((p) => p.screen === screen);
}
