import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { formatNumber } from '@storefront/store-config';
import { AppLink, CART_CHANGED_EVENT, useShop } from '@storefront/ui';
import type { HeaderApi } from '../api';
import { createCartQuantityModel } from './cart-quantity.store';

function cartLabel(quantity: number | null): string {
  if (!quantity) return 'Cart';
  return `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}

/** Cart link with a counter: loaded on mount and recounted whenever an area announces a cart change. */
export function CartLink({ api }: { api: HeaderApi }) {
  const { code: store } = useShop();
  const [model] = useState(createCartQuantityModel);
  const quantity = useStore(model.store, (s) => s.quantity);

  useEffect(() => {
    const recount = () => void model.refresh(api, store);
    recount();
    window.addEventListener(CART_CHANGED_EVENT, recount);
    return () => window.removeEventListener(CART_CHANGED_EVENT, recount);
  }, [model, api, store]);

  return (
    <AppLink href={withStore('/cart', store)} className="hdr-cart" aria-label={cartLabel(quantity)}>
      <svg className="hdr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20.5" r="1.3" />
        <circle cx="17" cy="20.5" r="1.3" />
      </svg>
      <span className="hdr-cart__text">Cart</span>
      {quantity ? (
        <span className="sf-count-badge hdr-cart__badge" aria-hidden="true">
          {quantity > 99 ? '99+' : formatNumber(quantity, store)}
        </span>
      ) : null}
    </AppLink>
  );
}
