import type { Facets } from '@storefront/contracts';
import type { FilterScope, PageLocation } from '../listing/listing-url';
import { FilterForm, type FilterFormProps } from './filter-form';
import { MaterialFilter } from './material-filter';
import type { FilterNavigation } from './use-filter-navigation';

/** Facets and the material filter: the same content in the desktop column and the mobile sheet. */
export function FilterPanel({
  facets,
  loc,
  scope,
  nav,
  onNavigated,
  collect,
  pendingLoc = loc,
}: {
  facets: Facets;
  loc: PageLocation;
  scope: FilterScope;
  nav: FilterNavigation;
  onNavigated?(): void;
  collect?: FilterFormProps['collect'];
  /** the page the choices not yet applied would make: the material filter applies on top of them */
  pendingLoc?: PageLocation;
}) {
  const go = (href: string) => {
    const went = nav.go(href);
    if (went) onNavigated?.();
    return went;
  };
  return (
    <div className="mfl-panel">
      <FilterForm facets={facets} loc={loc} scope={scope} locked={nav.locked} isLocked={nav.isLocked} go={go} collect={collect} />
      <MaterialFilter materials={facets.materials} loc={pendingLoc} locked={nav.locked} go={go} />
    </div>
  );
}
