import type { ProjectSummary } from '@storefront/contracts';
import { designLabUrl } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

/**
 * The service draws previews 160–1200 px wide (a narrower request is clamped up), so its smallest
 * one is already sharp on a 2× screen at the list's 80 px. It accepts no other query parameter: a
 * new revision is picked up by its ETag, not by the URL.
 */
export const THUMBNAIL_WIDTH = 160;

/** The project drawn on its garment, one side, as the design lab's preview route serves it. */
export function previewSrc(id: string, side: string): string {
  return `/api/made/design_projects/${encodeURIComponent(id)}/preview/${encodeURIComponent(side)}.webp?width=${THUMBNAIL_WIDTH}`;
}

/** The design lab with this project open, in the store the shopper is browsing. */
export function reopenHref(project: Pick<ProjectSummary, 'id' | 'product' | 'color'>, store: StoreCode): string {
  return designLabUrl(project.product, project.color, store, { project: project.id });
}
