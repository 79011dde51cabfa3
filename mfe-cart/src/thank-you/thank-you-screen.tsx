import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { OrderDetail, OrderLine } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { AppLink, LoadFailed, PostalAddress, Price, ResponsiveImage, sidesLabel, Spinner, useDocumentTitle, useShop, useStoreWords } from '@storefront/ui';
import type { CartApi } from '../api';
import { OrderSummary } from '../shared/order-summary';
import { createThankYouModel } from './thank-you.store';
import { MadeThumb } from '../made/made-thumb';
import { DtfThumb } from '../dtf/dtf-thumb';
import { GangSheetThumb } from '../gang-sheet/gang-sheet-thumb';
import { imagesText, sheetLabel } from '../gang-sheet/gang-sheet-words';
import { stickersText } from '../stickers/sticker-words';
import { SpangleThumb } from '../spangles/spangle-thumb';
import { spangleThumbLabel, stonesText } from '../spangles/spangle-words';
import { LettersThumb } from '../letters/letters-thumb';
import { colourText, lettersShortText, lettersThumbLabel, quoted } from '../letters/letters-words';
import { allDigital, hasDigital, INSTANT_DOWNLOAD } from '../digital/digital-lines';
import { YourDownloads } from './your-downloads';

/** The shopper's artwork an order line printed (transfers, stickers, spangles), or null for a garment. */
const artworkName = (l: OrderLine) => l.dtf?.name ?? l.sticker?.name ?? l.spangle?.name ?? null;

function OrderView({ api, order, signedIn }: { api: CartApi; order: OrderDetail; signedIn: boolean }) {
  const store = useShop();
  const { Colour } = useStoreWords();
  const placed = useMemo(
    () => new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(order.placed_at)),
    [store.locale, order.placed_at],
  );
  const a = order.ship_address;
  // digital assets alone: nothing was shipped, the address was for tax
  const nothingShips = allDigital(order.lines);
  return (
    <section className="cart-page" aria-labelledby="thanks-heading">
      <h1 id="thanks-heading">Thank you for your order</h1>
      <p className="cart-thanks__number">
        Order number <strong>{order.number}</strong>
      </p>
      <p className="cart-muted">
        Placed {placed}. A confirmation goes to {order.email}.
      </p>
      {hasDigital(order.lines) ? <YourDownloads api={api} orderNumber={order.number} /> : null}
      <div className="cart-layout">
        <div>
          <h2>Items</h2>
          <ul className="cart-lines" aria-label="Items in your order">
            {order.lines.map((l, i) => (
              // not keyed by SKU alone: a design's size and a plain line of the same blank share one
              <li key={`${i}-${l.sku}`} className="cart-line">
                {l.made?.sides[0] ? (
                  <div className="cart-line__image">
                    <MadeThumb src={l.made.sides[0].mockup_url} title={l.product.title} colour={l.color_name} size={120} />
                  </div>
                ) : l.letters ? (
                  // lettering: the cart's picture of the line as ordered
                  <div className="cart-line__image">
                    <LettersThumb image={l.image} colour={l.letters.colour} label={lettersThumbLabel(l.letters.text, l.size)} />
                  </div>
                ) : l.spangle ? (
                  // spangles: the pattern's picture as ordered (the line's image)
                  <div className="cart-line__image">
                    <SpangleThumb src={l.image.src} label={spangleThumbLabel(l.spangle.name, l.size)} size={120} />
                  </div>
                ) : artworkName(l) !== null ? (
                  // transfers and stickers: the artwork (an order line keeps no cut line to draw)
                  <div className="cart-line__image">
                    <DtfThumb src={l.image.src} name={artworkName(l) ?? ''} size={120} />
                  </div>
                ) : l.gang_sheet ? (
                  <div className="cart-line__image">
                    <GangSheetThumb src={l.image.src} name={sheetLabel(l.gang_sheet, store.code)} size={120} />
                  </div>
                ) : (
                  <ResponsiveImage image={l.image} sizes="(max-width: 767px) 80px, 120px" className="cart-line__image" />
                )}
                <div className="cart-line__body">
                  <h3 className="cart-line__title">
                    <AppLink href={withStore(l.product.url, store.code)}>{l.product.title}</AppLink>
                  </h3>
                  {l.gang_sheet ? (
                    // a gang sheet: its size and how many images, where a garment's colour and size would be
                    <p className="cart-line__variant">
                      <span>{sheetLabel(l.gang_sheet, store.code)}</span>
                      <span>{imagesText(l.gang_sheet.images)}</span>
                      <span>Quantity: {l.quantity}</span>
                    </p>
                  ) : l.letters ? (
                    // lettering: its text stands where a garment's colour would
                    <p className="cart-line__variant">
                      <span>Lettering: {quoted(l.letters.text)}</span>
                      <span>Size: {l.size}</span>
                      <span>Quantity: {l.quantity}</span>
                    </p>
                  ) : l.digital_asset ? (
                    // a digital asset: the licence bought stands where a garment's colour and size would
                    <p className="cart-line__variant">
                      <span>{l.digital_asset.licence_label}</span>
                      <span>Quantity: {l.quantity}</span>
                      <span>{INSTANT_DOWNLOAD}</span>
                    </p>
                  ) : (
                    <p className="cart-line__variant">
                      {/* DTF transfers, stickers and spangles: the artwork stands where a garment's colour would */}
                      <span>{artworkName(l) !== null ? `Artwork: ${artworkName(l)}` : `${Colour}: ${l.color_name}`}</span>
                      <span>Size: {l.size}</span>
                      <span>Quantity: {l.quantity}</span>
                    </p>
                  )}
                  {l.made ? <p className="cart-line__print">Custom print: {sidesLabel(l.made.sides)}</p> : null}
                  {l.dtf?.pre_cut ? <p className="cart-line__print">Pre-cut</p> : null}
                  {l.sticker ? <p className="cart-line__print">{stickersText(l.sticker.shape)}</p> : null}
                  {l.spangle ? <p className="cart-line__print">Spangles, {stonesText(l.spangle.stone_count, l.spangle.stone_size, store.code)}</p> : null}
                  {l.letters ? (
                    <p className="cart-line__print">
                      {lettersShortText(l.letters, store.code)} · <span className="cart-swatch cart-swatch--inline" style={{ backgroundColor: l.letters.colour }} aria-hidden="true" /> {Colour}:{' '}
                      {colourText(l.letters.colour)}
                    </p>
                  ) : null}
                  <p className="cart-line__unit">
                    <Price money={l.unit_price} /> each
                  </p>
                </div>
                <p className="cart-line__total">
                  <span className="sf-visually-hidden">Line total </span>
                  <Price money={l.line_total} />
                </p>
              </li>
            ))}
          </ul>
          <div className="cart-thanks__details">
            <section aria-labelledby="thanks-address">
              <h2 id="thanks-address">{nothingShips ? 'Billing address' : 'Delivery address'}</h2>
              <PostalAddress address={a} withPhone />
            </section>
            <section aria-labelledby="thanks-speed">
              <h2 id="thanks-speed">{nothingShips ? 'Delivery' : 'Shipping'}</h2>
              <p>
                {order.shipping_speed.name} <span className="cart-muted">({order.shipping_speed.description})</span>
              </p>
              {order.payment ? (
                <p>
                  Paid with {order.payment.brand} ending in {order.payment.last4}
                </p>
              ) : null}
            </section>
          </div>
        </div>
        <aside className="cart-side" aria-label="Order summary">
          <h2>Order summary</h2>
          {order.coupon_code ? <p className="cart-muted">Coupon {order.coupon_code}</p> : null}
          <OrderSummary summary={order.summary} />
        </aside>
      </div>
      <p className="cart-actions">
        {signedIn ? (
          <AppLink href={withStore('/orders', store.code)} className="sf-button">
            Your order history
          </AppLink>
        ) : null}
        <AppLink href={withStore('/', store.code)} className="sf-button sf-button--primary">
          Continue shopping
        </AppLink>
      </p>
    </section>
  );
}

/** /checkout/thank-you/{orderNumber}: the placed order. */
export function ThankYouScreen({ api, orderNumber, signedIn }: { api: CartApi; orderNumber: string; signedIn: boolean }) {
  const [model] = useState(() => createThankYouModel(api, orderNumber));
  const state = useStore(model.store);
  const store = useShop();
  useDocumentTitle(SCREEN_TITLES['thank-you']);

  useEffect(() => {
    void model.actions.load();
  }, [model]);

  switch (state.status) {
    case 'ready':
      return state.order ? <OrderView api={api} order={state.order} signedIn={signedIn} /> : null;
    case 'loading':
      return (
        <div className="cart-loading">
          <Spinner label="Loading your order" visibleLabel />
        </div>
      );
    default:
      return (
        <section className="cart-page" aria-labelledby="thanks-heading">
          <h1 id="thanks-heading">Order {orderNumber}</h1>
          <LoadFailed
            message={state.status === 'not-found' ? 'We could not find this order.' : `We could not load this order. ${state.errorMessage ?? ''}`}
            onRetry={state.status === 'error' ? () => void model.actions.load() : undefined}
          />
          <AppLink href={withStore('/', store.code)} className="sf-button">
            Continue shopping
          </AppLink>
        </section>
      );
  }
}
