import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';
import type { PrintModel } from './print.store';

export const UPGRADE_LABEL = 'Upgrade to the extended licence';

/** The extended licence of the asset, one press from the cart; then it says so, with the way to the cart. */
export function UpgradeAction({ model }: { model: PrintModel }) {
  const upgrade = useStore(model.store, (s) => s.upgrade);
  const { code } = useShop();
  if (!upgrade) return null;
  if (upgrade.status === 'added') {
    return (
      <p role="status" className="da-print__upgraded">
        The extended licence for {upgrade.title} is in your cart. <AppLink href={withStore('/cart', code)}>View cart</AppLink>
      </p>
    );
  }
  const adding = upgrade.status === 'adding';
  return (
    <div className="da-print__upgrade">
      <button type="button" className="sf-button" aria-disabled={adding || undefined} aria-busy={adding || undefined} onClick={() => void model.upgrade()}>
        {adding ? 'Adding…' : UPGRADE_LABEL}
      </button>
      {upgrade.status === 'failed' ? (
        <p role="alert" className="da-problem">
          An error occurred: {upgrade.problem}
        </p>
      ) : null}
    </div>
  );
}
