// single-spa activity functions: an application is active when the current URL is one of its screens.
import type { Screen } from '@storefront/contracts';
import { recognize } from './recognize';

/** Location and URL both fit. */
export interface LocationLike {
  pathname: string;
  search: string;
}

export function activityFor(screens: readonly Screen[]): (location: LocationLike) => boolean {
  const wanted: ReadonlySet<Screen> = new Set(screens);
  return (location) => wanted.has(recognize(location.pathname, location.search).screen);
}
