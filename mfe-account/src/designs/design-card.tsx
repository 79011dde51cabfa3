import type { ProjectSummary } from '@storefront/contracts';
import { AppLink, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { previewSrc, reopenHref } from './design-links';
import type { ProductFacts } from './product-facts';

/** One saved design: its preview, name, product and last save, with Open (the design lab) and Delete. */
export function DesignCard({ project: p, product, busy, onDelete }: { project: ProjectSummary; product: ProductFacts; busy: boolean; onDelete(): void }) {
  const { code } = useShop();
  const edited = formatDate(p.updated_at, code);
  // projects are named after their product until renamed, so several may share a name: the date tells them apart
  const label = `${p.name}, edited ${edited}`;
  return (
    <li className="acc-design" aria-label={p.name} aria-busy={busy}>
      <img
        className="acc-design__thumb"
        src={previewSrc(p.id, product.side)}
        alt={`Preview of your design ${p.name}`}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
      />
      <div className="acc-design__text">
        <p className="acc-design__name">{p.name}</p>
        <p>{product.title}</p>
        <p>
          Last edited <time dateTime={p.updated_at}>{edited}</time>
        </p>
      </div>
      <div className="acc-actions">
        <AppLink href={reopenHref(p, code)} aria-label={`Open ${label}`}>
          Open
        </AppLink>
        <button type="button" className="acc-link-button" onClick={onDelete} aria-label={`Delete ${label}`} disabled={busy}>
          Delete
        </button>
      </div>
    </li>
  );
}
