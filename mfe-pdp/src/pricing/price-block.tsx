import type { Money, PriceTier } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { Price, useShop } from '@storefront/ui';
import { tierRanges, type TierRange } from './tier-ranges';

/** "$" alone reads as US dollars, so stores in another currency say which one. */
function useCurrencyNote(): string | null {
  const store = useShop();
  return store.currency === 'USD' ? null : `Prices in ${store.currency}`;
}

function RangeLabel({ range }: { range: TierRange }) {
  const { code } = useShop();
  const min = formatNumber(range.min, code);
  if (range.max === null) return <>{min}+</>;
  if (range.max === range.min) return <>{min}</>;
  return (
    <>
      {min}–{formatNumber(range.max, code)}
    </>
  );
}

function TierTable({ tiers, currency }: { tiers: PriceTier[]; currency: Money['currency'] }) {
  const note = useCurrencyNote();
  return (
    <table className="pdp-tiers">
      <caption className="pdp-tiers__caption">
        Price per item by quantity{note ? ` (${note})` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price each</th>
        </tr>
      </thead>
      <tbody>
        {tierRanges(tiers).map((r) => (
          <tr key={r.min}>
            <th scope="row">
              <RangeLabel range={r} />
            </th>
            <td>
              <Price money={{ amount: r.amount, currency }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The unit price, and the quantity-tier table for products priced by quantity (blanks). */
export function PriceBlock({ price, tiers }: { price: Money; tiers: PriceTier[] }) {
  const note = useCurrencyNote();
  return (
    <div className="pdp-price">
      <p className="pdp-price__main">
        <Price money={price} className="pdp-price__amount" />
        {note ? <span className="pdp-price__note">{note}</span> : null}
      </p>
      {tiers.length > 1 ? <TierTable tiers={tiers} currency={price.currency} /> : null}
    </div>
  );
}
