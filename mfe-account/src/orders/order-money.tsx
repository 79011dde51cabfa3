import type { Money } from '@storefront/contracts';
import { formatMoney, type StoreCode } from '@storefront/store-config';
import { useShop } from '@storefront/ui';

const STORE_OF: Record<Money['currency'], StoreCode> = { USD: 'us', CAD: 'ca' };

/**
 * An order's amount in its own store's format. The order list spans both stores, so a CAD order
 * seen from the US store (or the reverse) shows its currency code rather than a bare "$".
 */
export function OrderMoney({ money, className }: { money: Money; className?: string }) {
  const current = useShop();
  return (
    <span className={className} data-currency={money.currency}>
      {formatMoney(money.amount, STORE_OF[money.currency], { showCode: money.currency !== current.currency })}
    </span>
  );
}
