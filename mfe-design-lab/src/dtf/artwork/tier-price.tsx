import type { StickerPricesResponse } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { Price } from '@storefront/ui';
import type { Asked } from './latest-request';

/**
 * The traced sticker's price: each, the total for the quantity, and the price per sticker at each
 * quantity tier (the current one marked). The last price stays, marked busy, while a new one is
 * asked (or the cut line it depends on is traced again); a refusal shows the service's message.
 */
export function StickerPrice({
  price,
  pending,
  quantity,
  problemId,
  storeCode,
}: {
  price: Asked<StickerPricesResponse>;
  /** a new price is on its way (or waits for the cut line) */
  pending: boolean;
  /** the quantity chosen, when it is one stickers come in */
  quantity: number | null;
  problemId: string;
  storeCode: StoreCode;
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
    <div className="dl-size__price" role="group" aria-label="Sticker price" aria-busy={pending}>
      {pending ? (
        <p role="status" className="dl-muted">
          Pricing…
        </p>
      ) : null}
      {value ? <PriceLines value={value} quantity={quantity} storeCode={storeCode} /> : null}
    </div>
  );
}

function PriceLines({ value, quantity, storeCode }: { value: StickerPricesResponse; quantity: number | null; storeCode: StoreCode }) {
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
          <caption>Price per sticker by quantity</caption>
          <thead>
            <tr>
              <th scope="col">Stickers</th>
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
