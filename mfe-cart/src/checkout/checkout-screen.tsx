import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { SCREEN_TITLES, type StoreCode } from '@storefront/store-config';
import { AuthenticationDialog, LoadFailed, Price, sidesLabel, Spinner, useDocumentTitle } from '@storefront/ui';
import type { CartApi } from '../api';
import { FreeShipping } from '../shared/free-shipping';
import { OrderSummary } from '../shared/order-summary';
import { createCheckoutModel } from './checkout.store';
import { DeliverySection } from './delivery-section';
import { PaymentSection } from './payment-section';
import { ShippingOptions } from './shipping-options';
import { MadeThumb } from '../made/made-thumb';
import { DtfThumb } from '../dtf/dtf-thumb';
import { GangSheetThumb } from '../gang-sheet/gang-sheet-thumb';
import { imagesText, sheetLabel } from '../gang-sheet/gang-sheet-words';
import { StickerThumb, stickerThumbLabel } from '../stickers/sticker-thumb';
import { cutLineText, stickersText, stickerText } from '../stickers/sticker-words';
import { SpangleThumb } from '../spangles/spangle-thumb';
import { spangleThumbLabel, stonesText } from '../spangles/spangle-words';
import { LettersThumb } from '../letters/letters-thumb';
import { lettersShortText, lettersThumbLabel, quoted } from '../letters/letters-words';
import { allDigital, INSTANT_DOWNLOAD } from '../digital/digital-lines';

/** /checkout: contact and delivery, shipping speed and credit, the order summary, and payment. */
export function CheckoutScreen({
  api,
  storeCode,
  navigate,
  newKey = () => crypto.randomUUID(),
  now = () => new Date(),
}: {
  api: CartApi;
  storeCode: StoreCode;
  navigate(url: string): void;
  newKey?: () => string;
  now?: () => Date;
}) {
  const [model] = useState(() => createCheckoutModel({ api, storeCode, navigate, newKey, now }));
  const state = useStore(model.store);
  const { actions } = model;
  useDocumentTitle(SCREEN_TITLES.checkout);

  useEffect(() => {
    void actions.load();
  }, [actions]);

  const { checkout } = state;
  if (state.status === 'error') {
    return (
      <section className="cart-page" aria-labelledby="checkout-heading">
        <h1 id="checkout-heading">Checkout</h1>
        <LoadFailed message={`We could not load your checkout. ${state.loadError ?? ''}`} onRetry={() => void actions.load()} />
      </section>
    );
  }
  if (state.status === 'loading' || !checkout) {
    return (
      <div className="cart-loading">
        <Spinner label="Loading checkout" visibleLabel />
      </div>
    );
  }

  return (
    <section className="cart-page" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">Checkout</h1>
      <div className="cart-layout">
        <div className="cart-steps">
          <DeliverySection state={state} actions={actions} />
          <ShippingOptions api={api} checkout={checkout} state={state} actions={actions} />
          <PaymentSection state={state} actions={actions} />
        </div>
        <aside className="cart-side" aria-label="Order summary">
          <h2>Order summary</h2>
          <ul className="cart-mini-lines" aria-label="Items">
            {checkout.cart.lines.map((l) => {
              const design = checkout.cart.made_designs?.find((d) => d.id === l.made_design_id);
              // DTF transfers: the artwork stands where a garment's colour would
              const print = l.dtf_print;
              // a gang sheet: its preview, its size and how many images it holds
              const sheet = l.gang_sheet;
              // stickers: the artwork with its cut line, the shape and the cut's offset
              const sticker = l.sticker;
              // spangles: the pattern's picture and its stones
              const spangle = l.spangle;
              // lettering: the cart's picture of the line, its text in quotes, the font and height
              const letters = l.letters;
              // a digital asset: its licence, and the files come at once
              const licence = l.digital_asset;
              return (
                <li key={l.id} className={design || print || sheet || sticker || spangle || letters ? 'cart-mini-lines__made' : undefined}>
                  {design ? <MadeThumb src={design.image_url} title={l.product.title} colour={l.composition.color_name} /> : null}
                  {print ? <DtfThumb src={l.image.src} name={print.name} size={48} /> : null}
                  {sheet ? <GangSheetThumb src={l.image.src} name={sheetLabel(sheet, storeCode)} size={48} /> : null}
                  {sticker ? <StickerThumb src={l.image.src} sticker={sticker} label={stickerThumbLabel(sticker.name, stickerText(sticker.shape, l.size))} size={48} /> : null}
                  {spangle ? <SpangleThumb src={l.image.src} label={spangleThumbLabel(spangle.name, l.size)} size={48} /> : null}
                  {letters ? <LettersThumb image={l.image} colour={letters.colour} label={lettersThumbLabel(letters.text, l.size)} /> : null}
                  <span>
                    {sheet ? (
                      <>
                        {sheetLabel(sheet, storeCode)} × {l.quantity}
                      </>
                    ) : licence ? (
                      <>
                        {l.product.title} ({licence.licence_label}) × {l.quantity}
                      </>
                    ) : (
                      <>
                        {l.product.title} ({print?.name ?? sticker?.name ?? spangle?.name ?? (letters ? quoted(letters.text) : l.composition.color_name)}, {l.size}) × {l.quantity}
                      </>
                    )}
                    {licence ? <span className="cart-mini-lines__print">{INSTANT_DOWNLOAD}</span> : null}
                    {design ? <span className="cart-mini-lines__print">Custom print: {sidesLabel(design.sides)}</span> : null}
                    {print?.pre_cut ? <span className="cart-mini-lines__print">Pre-cut</span> : null}
                    {sheet ? <span className="cart-mini-lines__print">{imagesText(sheet.images)}</span> : null}
                    {sticker ? (
                      <span className="cart-mini-lines__print">
                        {stickersText(sticker.shape)}, {cutLineText(sticker.offset_in, storeCode).toLowerCase()}
                      </span>
                    ) : null}
                    {spangle ? <span className="cart-mini-lines__print">Spangles, {stonesText(spangle.stone_count, spangle.stone_size, storeCode)}</span> : null}
                    {letters ? <span className="cart-mini-lines__print">{lettersShortText(letters, storeCode)}</span> : null}
                  </span>
                  <Price money={l.line_total} />
                </li>
              );
            })}
          </ul>
          {checkout.cart.coupon ? (
            <p className="cart-muted">
              Coupon {checkout.cart.coupon.code}: {checkout.cart.coupon.description}
            </p>
          ) : null}
          <OrderSummary summary={checkout.summary} shippingChosen={checkout.shipping_speed !== null} />
          {allDigital(checkout.cart.lines) ? null : <FreeShipping progress={checkout.cart.free_shipping} />}
        </aside>
      </div>
      <AuthenticationDialog challenge={state.payment.step === 'authenticating' ? state.payment.challenge : null} onAnswer={(answer) => void actions.authenticate(answer)} />
    </section>
  );
}
