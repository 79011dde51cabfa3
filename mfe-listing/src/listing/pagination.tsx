import { AppLink } from '@storefront/ui';
import { pageHref, type PageLocation } from './listing-url';

/** Page numbers to show: first, last, and a window around the current one; `null` is a gap. */
export function pageWindow(current: number, last: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= around) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({ loc, page, perPage, total }: { loc: PageLocation; page: number; perPage: number; total: number }) {
  const last = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (last <= 1) return null;
  return (
    <nav className="mfl-pages" aria-label="Pagination">
      <ul className="mfl-pages__list">
        <li>
          {page > 1 ? (
            <AppLink href={pageHref(loc, page - 1)} rel="prev" className="mfl-pages__step" aria-label="Previous page">
              Previous
            </AppLink>
          ) : (
            <span className="mfl-pages__step" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="mfl-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <AppLink
                href={pageHref(loc, p)}
                className="mfl-pages__link"
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <AppLink href={pageHref(loc, page + 1)} rel="next" className="mfl-pages__step" aria-label="Next page">
              Next
            </AppLink>
          ) : (
            <span className="mfl-pages__step" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
