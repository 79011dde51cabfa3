import { formatMoney } from '@storefront/store-config';
import type { Money } from '@storefront/contracts';
import { useShop } from '../store/store-context';

/** A price in the current store's format; `showCode` where USD and CAD could be confused. */
export function Price({ money, showCode, className }: { money: Money; showCode?: boolean; className?: string }) {
  const store = useShop();
  // Amounts are stored per store, so a mismatch is a bug upstream: show the code rather than mislead.
  const code = showCode || money.currency !== store.currency;
  return (
    <span className={className} data-currency={money.currency}>
      {formatMoney(money.amount, store.code, { showCode: code })}
    </span>
  );
}
