import { useEffect } from 'react';
import { useStore } from 'zustand';
import { designLabUrl } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';
import { customizeKey, type CustomizeModel, type CustomizeState } from './customize.store';
import './customize.css';

/**
 * The made product to open, or null for no link. The catalog's answer for this product decides
 * once it has come; until then (or when asking failed) the page's own word does: a made product's
 * page (`/made/products/…`) names its made product, so the link is already in the served HTML.
 */
export function madeSlugToOpen(state: Pick<CustomizeState, 'key' | 'status' | 'customization'>, key: string, pageSays: string | null): string | null {
  if (state.key === key && state.status === 'ready' && state.customization) {
    return state.customization.design_lab ? state.customization.made_slug : null;
  }
  return pageSays;
}

export interface CustomizeLinkProps {
  model: CustomizeModel;
  productId: number;
  /** the selected colour: the design lab opens on it */
  compositionId: number | null;
  /** the made slug the page itself names (a `/made/products/{slug}` address), before the catalog answers */
  pageSays: string | null;
}

/**
 * "Customize": opens the product in the design lab on the selected colour, for a product the
 * design lab can open (`/api/products/{id}/cp`). Asked after the first paint; it sits in a row whose
 * height is fixed whether it shows or not, so its arrival moves nothing, and a failed answer only
 * leaves it out.
 */
export function CustomizeLink({ model, productId, compositionId, pageSays }: CustomizeLinkProps) {
  const { code } = useShop();
  const key = customizeKey(productId, code);
  const stateKey = useStore(model.store, (s) => s.key);
  const status = useStore(model.store, (s) => s.status);
  const customization = useStore(model.store, (s) => s.customization);

  useEffect(() => {
    model.actions.load(productId, code);
  }, [model, productId, code]);

  const madeSlug = madeSlugToOpen({ key: stateKey, status, customization }, key, pageSays);
  if (!madeSlug) return null;
  return (
    <AppLink className="sf-button pdp-customize" href={designLabUrl(madeSlug, compositionId, code)}>
      <svg className="pdp-customize__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 14.5V17h2.5l8.4-8.4-2.5-2.5L3 14.5Zm13.7-7.2a.9.9 0 0 0 0-1.3l-1.7-1.7a.9.9 0 0 0-1.3 0l-1.3 1.3 2.5 2.5 1.8-1.8Z" fill="currentColor" />
      </svg>
      Customize
    </AppLink>
  );
}
