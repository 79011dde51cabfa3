import type { DtfArtworkSummary } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { AppLink, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { artworkPageHref, artworkThumbnail } from './artwork-links';

/**
 * One artwork of the library: its thumbnail, name, pixel size and last change, with Open and
 * Order transfers (both its page in the design lab, which holds the versions, the size and Add to
 * cart) and Delete.
 */
export function ArtworkCard({ artwork: a, busy, onDelete }: { artwork: DtfArtworkSummary; busy: boolean; onDelete(): void }) {
  const { code } = useShop();
  const updated = formatDate(a.updated_at, code);
  const href = artworkPageHref(a.id, code);
  // artworks are named after their files, so several may share a name: the date tells them apart
  const label = `${a.name}, updated ${updated}`;
  return (
    <li className="acc-design acc-artwork" aria-label={a.name} aria-busy={busy}>
      <img
        className="acc-design__thumb acc-artwork__thumb"
        src={artworkThumbnail(a.url)}
        alt={`Your artwork ${a.name}`}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
      />
      <div className="acc-design__text">
        <p className="acc-design__name">{a.name}</p>
        <p>{`${formatNumber(a.width, code)} × ${formatNumber(a.height, code)} px`}</p>
        <p>
          Updated <time dateTime={a.updated_at}>{updated}</time>
        </p>
      </div>
      <div className="acc-actions">
        <AppLink href={href} aria-label={`Open ${label}`}>
          Open
        </AppLink>
        <AppLink href={href} aria-label={`Order transfers of ${label}`}>
          Order transfers
        </AppLink>
        <button type="button" className="acc-link-button" onClick={onDelete} aria-label={`Delete ${label}`} disabled={busy}>
          Delete
        </button>
      </div>
    </li>
  );
}
