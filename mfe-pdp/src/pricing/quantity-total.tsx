import type { Money, PriceTier } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { Price, useShop } from '@storefront/ui';
import { nextTier, tierFor } from './tier-ranges';

/**
 * What the quantity entered costs: "Total: $87.00 (12 × $7.25)", and the next quantity tier that
 * lowers the unit price, "Buy 48 for $6.10 each". Nothing while the quantity is not a valid one.
 * The ids let the quantity field name these lines as its description.
 */
export function QuantityTotal({
  tiers,
  currency,
  quantity,
  totalId,
  nextTierId,
}: {
  tiers: readonly PriceTier[];
  currency: Money['currency'];
  quantity: number | null;
  totalId: string;
  nextTierId: string;
}) {
  const { code } = useShop();
  if (quantity === null) return null;
  const tier = tierFor(tiers, quantity);
  if (!tier) return null;
  const next = nextTier(tiers, quantity);
  return (
    <div className="pdp-add__summary">
      <p id={totalId} className="pdp-add__total">
        Total: <Price money={{ amount: tier.amount * quantity, currency }} className="pdp-add__total-amount" />
        {quantity > 1 ? (
          <>
            {' '}
            <span className="pdp-add__total-math">
              ({formatNumber(quantity, code)} × <Price money={{ amount: tier.amount, currency }} />)
            </span>
          </>
        ) : null}
      </p>
      {next ? (
        <p id={nextTierId} className="pdp-add__next-tier">
          Buy {formatNumber(next.min_qty, code)} for <Price money={{ amount: next.amount, currency }} /> each
        </p>
      ) : null}
    </div>
  );
}
