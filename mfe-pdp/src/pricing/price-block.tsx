import type { Money, PriceTier } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { Price, useShop, useStoreWords } from '@storefront/ui';
import { tierFor, tierRanges, type TierRange } from './tier-ranges';

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

function TierTable({ tiers, currency, current }: { tiers: PriceTier[]; currency: Money['currency']; current: number | null }) {
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
        {tierRanges(tiers).map((r) => {
          const isCurrent = r.min === current;
          return (
            <tr key={r.min} aria-current={isCurrent ? 'true' : undefined} className={isCurrent ? 'pdp-tiers__row--current' : undefined}>
              <th scope="row">
                <RangeLabel range={r} />
                {isCurrent ? <span className="sf-visually-hidden"> (your quantity)</span> : null}
              </th>
              <td>
                <Price money={{ amount: r.amount, currency }} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The unit price at the quantity entered (`quantity`, null while it is not a valid one: the price of
 * one), and the quantity-tier table with the tier that quantity falls in marked, for products priced
 * by quantity. For blanks (`mixAndMatch`) it says the cart's rule: the tier counts every unit of the
 * style in the cart, whatever its colour and size.
 */
export function PriceBlock({ price, tiers, quantity, mixAndMatch = false }: { price: Money; tiers: PriceTier[]; quantity: number | null; mixAndMatch?: boolean }) {
  const note = useCurrencyNote();
  const { colour } = useStoreWords();
  const tiered = tiers.length > 1;
  const tier = quantity === null ? null : tierFor(tiers, quantity);
  const unit = tier?.amount ?? price.amount;
  return (
    <div className="pdp-price">
      <p className="pdp-price__main">
        <Price money={{ amount: unit, currency: price.currency }} className="pdp-price__amount" />
        {tiered ? <span className="pdp-price__each">each</span> : null}
        {note ? <span className="pdp-price__note">{note}</span> : null}
      </p>
      {tiered ? <TierTable tiers={tiers} currency={price.currency} current={tier?.min_qty ?? null} /> : null}
      {tiered && mixAndMatch ? <p className="pdp-price__mix">{`Mix ${colour}s and sizes: every unit of this style in your cart counts toward the quantity price.`}</p> : null}
    </div>
  );
}
