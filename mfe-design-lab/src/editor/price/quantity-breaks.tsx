import type { QuantityBreak } from '@storefront/design-document';
import { Price } from '@storefront/ui';

/**
 * "Buy more, pay less": what a piece of this design costs at each quantity tier (every size
 * counts together), the current tier marked — so the shopper sees what 12 or 24 would cost.
 */
export function QuantityBreaks({ breaks, pieces }: { breaks: readonly QuantityBreak[]; pieces: number }) {
  return (
    <table className="dl-breaks">
      <caption>Buy more, pay less (all sizes count together)</caption>
      <thead>
        <tr>
          <th scope="col">Pieces</th>
          <th scope="col">Each, from</th>
        </tr>
      </thead>
      <tbody>
        {breaks.map((b, i) => {
          const current = pieces >= b.minPieces && pieces <= b.maxPieces;
          const last = i === breaks.length - 1;
          return (
            <tr key={b.minPieces} className={current ? 'dl-breaks__current' : undefined} aria-current={current || undefined}>
              <th scope="row">{last ? `${b.minPieces}+` : `${b.minPieces}–${b.maxPieces}`}</th>
              <td>
                <Price money={b.unitPrice} />
                {b.garmentDiscountPercent > 0 ? <span className="dl-muted"> ({b.garmentDiscountPercent} % off the garment)</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
