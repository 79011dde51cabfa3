import type { Money } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { Price } from '@storefront/ui';
import type { Asked } from './latest-request';

/** What the price panels show of an answer priced by quantity tier (sticker prices, a spangle pattern). */
export interface TierPriced {
  quantity: number;
  unit_price: Money;
  total: Money;
  tiers: { min_quantity: number; max_quantity: number; unit_price: Money }[];
}

/** How one kind of print names its price: the group, the tier table's caption and its first column. */
export interface TierPriceWords {
  /** "Sticker price" */
  label: string;
  /** "Price per sticker by quantity" */
  caption: string;
  /** "Stickers" */
  countHeading: string;
}

/**
 * A print's price: each, the total for the quantity, and the price each at every quantity tier
 * (the current one marked). The last price stays, marked busy, while a new one is asked (or what
 * it depends on is asked again); a refusal shows the service's message.
 */
export function TierPrice({
  price,
  pending,
  quantity,
  problemId,
  storeCode,
  words,
}: {
  price: Asked<TierPriced>;
  /** a new price is on its way (or waits for what it depends on) */
  pending: boolean;
  /** the quantity chosen, when it is one the print comes in */
  quantity: number | null;
  problemId: string;
  storeCode: StoreCode;
  words: TierPriceWords;
}) {
  if (price.status === 'failed') {
    return (
      <p id={problemId} role="alert" className="dl-error">
        {price.problem}
      </p>
    );
  }
  const value = price.value;
  return (
    <div className="dl-size__price" role="group" aria-label={words.label} aria-busy={pending}>
      {pending ? (
        <p role="status" className="dl-muted">
          Pricing…
        </p>
      ) : null}
      {value ? <PriceLines value={value} quantity={quantity} storeCode={storeCode} words={words} /> : null}
    </div>
  );
}

function PriceLines({ value, quantity, storeCode, words }: { value: TierPriced; quantity: number | null; storeCode: StoreCode; words: TierPriceWords }) {
  const count = (n: number) => formatNumber(n, storeCode);
  return (
    <>
      <dl className="dl-breakdown">
        <div>
          <dt>Each</dt>
          <dd>
            <Price money={value.unit_price} />
          </dd>
        </div>
        <div className="dl-breakdown__total">
          <dt>Total for {count(value.quantity)}</dt>
          <dd>
            <Price money={value.total} />
          </dd>
        </div>
      </dl>
      {value.tiers.length > 1 ? (
        <table className="dl-breaks">
          <caption>{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.countHeading}</th>
              <th scope="col">Each</th>
            </tr>
          </thead>
          <tbody>
            {value.tiers.map((tier, i) => {
              const last = i === value.tiers.length - 1;
              const here = quantity !== null && quantity >= tier.min_quantity && quantity <= tier.max_quantity;
              return (
                <tr key={tier.min_quantity} className={here ? 'dl-breaks__current' : undefined} aria-current={here ? 'true' : undefined}>
                  <th scope="row">{last ? `${count(tier.min_quantity)}+` : `${count(tier.min_quantity)}–${count(tier.max_quantity)}`}</th>
                  <td>
                    <Price money={tier.unit_price} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
