import type { Screen } from '@storefront/contracts';
import { useFirstVisit } from '../first-visit/use-first-visit';
import { widgetsShown } from '../first-visit/first-visit';
import { HelpLauncher } from './help-launcher';
import { TrustStrip } from './trust-strip';

/**
 * The help launcher and the trust strip, once the browser knows whether this is a first-time
 * visitor (§6): they are left out for a first-time visitor anywhere but a product page, so a
 * first page stays about its products.
 */
export function StoreWidgets({ landingScreen, screen }: { landingScreen: Screen; screen: Screen }) {
  const firstTime = useFirstVisit(landingScreen);
  if (firstTime === null || !widgetsShown(firstTime, screen)) return null;
  return (
    <>
      <HelpLauncher />
      <TrustStrip />
    </>
  );
}
