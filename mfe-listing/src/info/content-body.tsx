import type { MouseEvent } from 'react';
import { isPlainLeftClick, useNavigate } from '@storefront/ui';

/**
 * A content page's body: HTML the catalog rendered from the stored Markdown (raw HTML in the
 * source is escaped there and unsafe links dropped, so it is inserted as is). Links to our own
 * pages move within the single-page app, as every other link does; `#section` links, other sites,
 * mail and phone links, and modified clicks are the browser's.
 */
export function ContentBody({ html, className = 'mfl-info__body' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const followOwnLink = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a[href]');
    if (!link || !isPlainLeftClick(e)) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    e.preventDefault();
    navigate(href);
  };
  // the clicks are the links' (each keyboard-reachable in the HTML); the div only delegates them
  return <div className={className} onClick={followOwnLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
