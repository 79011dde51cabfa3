import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { SCREEN_TITLES, type StoreCode } from '@storefront/store-config';
import { AppLink, LoadFailed, Spinner, useDocumentTitle } from '@storefront/ui';
import type { CartApi } from '../api';
import { createCartModel } from './cart.store';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { Upsell } from './upsell';
import { FreeShipping } from '../shared/free-shipping';
import { cartEntries } from '../made/cart-entries';
import { MadeDesignGroup } from '../made/made-design-group';
import { DtfCartLine } from '../dtf/dtf-cart-line';
import { GangSheetCartLine } from '../gang-sheet/gang-sheet-cart-line';
import { GangSheetSection } from '../gang-sheet/gang-sheet-section';
import { gangSheetLineNames } from '../gang-sheet/gang-sheet-words';
import { planKey } from '../gang-sheet/plan-key';
import { StickerCartLine } from '../stickers/sticker-cart-line';
import { stickerLineNames } from '../stickers/sticker-words';
import { SpangleCartLine } from '../spangles/spangle-cart-line';
import { spangleLineNames } from '../spangles/spangle-words';
import { LettersCartLine } from '../letters/letters-cart-line';
import { lettersLineNames } from '../letters/letters-words';
import { allDigital } from '../digital/digital-lines';

/** /cart: the store's open cart, its lines, coupon and totals, suggestions, and the way to checkout. */
export function CartScreen({ api, storeCode }: { api: CartApi; storeCode: StoreCode }) {
  // one model per mount; Root remounts this screen when the store changes
  const [model] = useState(() => createCartModel(api, storeCode));
  const state = useStore(model.store);
  const { actions } = model;
  useDocumentTitle(SCREEN_TITLES.cart);

  useEffect(() => {
    void actions.load();
  }, [actions]);

  // a change whose control went away with it (the transfers now on gang sheets) says what it did, and takes the focus
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.notice) noticeRef.current?.focus();
  }, [state.notice]);

  if (state.status === 'loading') {
    return (
      <div className="cart-loading">
        <Spinner label="Loading your cart" visibleLabel />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="cart-page" aria-labelledby="cart-heading">
        <h1 id="cart-heading">Your cart</h1>
        <LoadFailed message={`We could not load your cart. ${state.loadError ?? ''}`} onRetry={() => void actions.load()} />
      </section>
    );
  }

  const { cart } = state;
  if (!cart) {
    return (
      <section className="cart-page cart-page--empty" aria-labelledby="cart-heading">
        <h1 id="cart-heading">Your cart</h1>
        <p>Your cart is empty.</p>
        <AppLink href={withStore('/', storeCode)} className="sf-button">
          Start shopping
        </AppLink>
      </section>
    );
  }

  const sheetNames = gangSheetLineNames(cart.lines, storeCode);
  const stickerNames = stickerLineNames(cart.lines);
  const spangleNames = spangleLineNames(cart.lines);
  const lettersNames = lettersLineNames(cart.lines);
  const transfers = planKey(cart);

  return (
    <section className="cart-page" aria-labelledby="cart-heading" aria-busy={state.pending !== null}>
      <h1 id="cart-heading">Your cart</h1>
      <div className="cart-layout">
        <div className="cart-main">
          {state.notice ? (
            <p ref={noticeRef} role="status" tabIndex={-1} className="cart-notice">
              {state.notice}
            </p>
          ) : null}
          <ul className="cart-lines" aria-label="Items in your cart">
            {cartEntries(cart).map((entry) =>
              entry.kind === 'design' ? (
                <MadeDesignGroup key={entry.design.id} design={entry.design} lines={entry.lines} pending={state.pending} lineErrors={state.lineErrors} actions={actions} />
              ) : entry.line.gang_sheet ? (
                <GangSheetCartLine
                  key={entry.line.id}
                  line={entry.line}
                  sheet={entry.line.gang_sheet}
                  name={sheetNames.get(entry.line.id) ?? ''}
                  pending={state.pending}
                  error={state.lineErrors[entry.line.id]}
                  actions={actions}
                />
              ) : entry.line.sticker ? (
                <StickerCartLine
                  key={entry.line.id}
                  line={entry.line}
                  sticker={entry.line.sticker}
                  name={stickerNames.get(entry.line.id) ?? ''}
                  pending={state.pending}
                  error={state.lineErrors[entry.line.id]}
                  actions={actions}
                />
              ) : entry.line.spangle ? (
                <SpangleCartLine
                  key={entry.line.id}
                  line={entry.line}
                  spangle={entry.line.spangle}
                  name={spangleNames.get(entry.line.id) ?? ''}
                  pending={state.pending}
                  error={state.lineErrors[entry.line.id]}
                  actions={actions}
                />
              ) : entry.line.letters ? (
                <LettersCartLine
                  key={entry.line.id}
                  line={entry.line}
                  letters={entry.line.letters}
                  name={lettersNames.get(entry.line.id) ?? ''}
                  pending={state.pending}
                  error={state.lineErrors[entry.line.id]}
                  actions={actions}
                />
              ) : entry.line.dtf_print ? (
                <DtfCartLine key={entry.line.id} line={entry.line} print={entry.line.dtf_print} pending={state.pending} error={state.lineErrors[entry.line.id]} actions={actions} />
              ) : (
                <CartLine key={entry.line.id} line={entry.line} pending={state.pending} error={state.lineErrors[entry.line.id]} actions={actions} />
              ),
            )}
          </ul>
          {/* keyed by the transfers: a plan is for the ones it packed */}
          {transfers ? <GangSheetSection key={transfers} api={api} storeCode={storeCode} pending={state.pending} actions={actions} /> : null}
        </div>
        <aside className="cart-side" aria-label="Order summary">
          <CouponForm coupon={cart.coupon} pending={state.pending} error={state.couponError} actions={actions} />
          <CartTotals cart={cart} />
          {/* digital assets alone ship nothing: no shipping to make free */}
          {allDigital(cart.lines) ? null : <FreeShipping progress={cart.free_shipping} />}
          <AppLink href={withStore('/checkout', storeCode)} className="sf-button sf-button--primary cart-checkout">
            Checkout
          </AppLink>
        </aside>
      </div>
      <Upsell products={state.upsell} />
    </section>
  );
}
