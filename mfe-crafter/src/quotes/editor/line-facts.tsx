import { usePortalFormat } from '../../portal/portal-money';

/**
 * Beside a line: its quantity, what the store charges the crafter per unit (null: not known until
 * the quote is saved) with how that was found, the crafter's price, and the margin.
 */
export function LineFacts({ quantity, cost, costNote, price }: { quantity: number; cost: number | null; costNote: string; price: number | null }) {
  const { money } = usePortalFormat();
  return (
    <dl className="crafter-line-facts">
      <div>
        <dt>Total quantity</dt>
        <dd>{quantity}</dd>
      </div>
      <div>
        <dt>Store cost</dt>
        <dd>
          {cost === null ? (
            costNote
          ) : (
            <>
              {money(cost)} each{costNote}
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Your price</dt>
        <dd>{price === null ? '—' : <>{money(price)} each</>}</dd>
      </div>
      <div>
        <dt>Margin</dt>
        <dd>{price === null || cost === null ? '—' : <>{money(price - cost)} each · {money((price - cost) * quantity)} in all</>}</dd>
      </div>
    </dl>
  );
}
