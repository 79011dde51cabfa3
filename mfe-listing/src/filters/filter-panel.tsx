import type { Facets } from '@storefront/contracts';
import type { FilterScope, PageLocation } from '../listing/listing-url';
import { FilterForm } from './filter-form';
import { MaterialFilter } from './material-filter';
import type { FilterNavigation } from './use-filter-navigation';

/** Facets and the material filter: the same content in the desktop column and the mobile sheet. */
export function FilterPanel({
  facets,
  loc,
  scope,
  nav,
  onNavigated,
}: {
  facets: Facets;
  loc: PageLocation;
  scope: FilterScope;
  nav: FilterNavigation;
  onNavigated?(): void;
}) {
  const go = (href: string) => {
    const went = nav.go(href);
    if (went) onNavigated?.();
    return went;
  };
  return (
    <div className="mfl-panel">
      <FilterForm facets={facets} loc={loc} scope={scope} locked={nav.locked} isLocked={nav.isLocked} go={go} />
      <MaterialFilter materials={facets.materials} loc={loc} locked={nav.locked} go={go} />
    </div>
  );
}
