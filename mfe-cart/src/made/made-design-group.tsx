import { useId } from 'react';
import type { CartLine, CartMadeDesign } from '@storefront/contracts';
import { designLabUrl, withStore } from '@storefront/routing';
import { AppLink, mockupAt, Price, sidesLabel, Spinner, useShop, useStoreWords } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { QuantityEditor } from '../cart/quantity-editor';

/**
 * The editor on this design's garment and colour. `made_design_id` is passed so the editor can load
 * the design for made_update; the design lab does not read it yet (it opens a blank design).
 */
export function editDesignHref(design: CartMadeDesign, storeCode: Parameters<typeof withStore>[1]): string {
  return designLabUrl(design.product.slug, design.composition.id, storeCode, { madeDesignId: design.id });
}

/** One size of the design: its pieces at their unit price, with the cart's own quantity and remove controls. */
function SizeRow(props: {
  design: CartMadeDesign;
  size: CartMadeDesign['sizes'][number];
  line: CartLine | undefined;
  pending: CartPending | null;
  error: string | undefined;
  actions: CartActions;
}) {
  const { design, size, line, pending, error, actions } = props;
  const rowId = useId();
  const errorId = useId();
  // names the control's size, since every size of the design shares the product's title
  const title = `${design.product.title}, size ${size.size}`;
  const mine = pending !== null && 'lineId' in pending && pending.lineId === size.line_item_id;
  return (
    <li className="cart-made__size" aria-busy={mine}>
      <p id={rowId} className="cart-made__size-text">
        <span>Size: {size.size}</span>
        <span>
          <Price money={size.unit_price} /> each
        </span>
        <span>
          <span className="sf-visually-hidden">Size total </span>
          <Price money={size.line_total} />
        </span>
      </p>
      {line ? (
        <div className="cart-line__controls">
          <QuantityEditor
            key={size.quantity}
            title={title}
            quantity={size.quantity}
            disabled={pending !== null}
            describedBy={error ? `${rowId} ${errorId}` : rowId}
            onChange={(q) => void actions.setQuantity(size.line_item_id, q)}
            onError={(message) => actions.setLineError(size.line_item_id, message)}
          />
          <button
            type="button"
            className="sf-button sf-button--link"
            aria-label={`Remove ${title}`}
            aria-describedby={rowId}
            disabled={pending !== null}
            onClick={() => void actions.removeLine(size.line_item_id)}
          >
            Remove
          </button>
          {mine ? <Spinner label={pending.kind === 'remove' ? `Removing ${title}` : `Updating ${title}`} /> : null}
        </div>
      ) : (
        <p className="cart-muted">Quantity: {size.quantity}</p>
      )}
      {error ? (
        <p id={errorId} role="alert" className="cart-line__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A custom design as one cart group: its mockup, garment and colour, printed sides, each size with
 * the per-line controls (removing the last size removes the design: the service does that), and the
 * price as the service broke it down (garment per piece after the design's tier, print per side).
 */
export function MadeDesignGroup(props: {
  design: CartMadeDesign;
  lines: readonly CartLine[];
  pending: CartPending | null;
  lineErrors: Record<string, string>;
  actions: CartActions;
}) {
  const { design, lines, pending, lineErrors, actions } = props;
  const store = useShop();
  const { Colour } = useStoreWords();
  const headingId = useId();
  const title = design.product.title;
  const colour = design.composition.color_name;
  const sides = sidesLabel(design.sides);
  const tier = design.price.tier;
  return (
    <li className="cart-line cart-made" aria-labelledby={headingId}>
      <div className="cart-line__image">
        {/* width/height reserve the square mockup's box before it loads */}
        <img
          src={design.image_url}
          srcSet={[300, 600, 1200].map((w) => `${mockupAt(design.image_url, w)} ${w}w`).join(', ')}
          sizes="(max-width: 767px) 80px, 120px"
          width={600}
          height={600}
          loading="lazy"
          alt={`${title} in ${colour}, your design`}
        />
      </div>
      <div className="cart-line__body">
        <h2 id={headingId} className="cart-line__title">
          {title} <span className="cart-made__badge">Custom design</span>
        </h2>
        <p className="cart-line__variant">
          <span className="cart-swatch" style={{ backgroundColor: design.composition.color_hex }} aria-hidden="true" />
          <span>{`${Colour}: ${colour}`}</span>
          <span>Printed: {sides}</span>
        </p>
        <dl className="cart-made__breakdown" aria-label={`Price of your ${title} design`}>
          {design.sizes.map((s) => (
            <div key={s.size}>
              <dt>{`Garment, size ${s.size}`}</dt>
              <dd>
                <Price money={s.garment_unit_price} /> per piece
              </dd>
            </div>
          ))}
          {design.sides.map((s) => (
            <div key={s.side}>
              <dt>{`Print, ${sidesLabel([s])}`}</dt>
              <dd>
                <Price money={s.unit_price} /> per piece
              </dd>
            </div>
          ))}
          {tier.garment_discount_percent > 0 ? (
            <div>
              <dt>Quantity discount</dt>
              <dd>{`${tier.garment_discount_percent}% off the garment for ${design.price.total_pieces} pieces`}</dd>
            </div>
          ) : null}
          <div className="cart-made__breakdown-total">
            <dt>Design total</dt>
            <dd>
              <Price money={design.price.total} />
            </dd>
          </div>
        </dl>
        <AppLink href={editDesignHref(design, store.code)} className="sf-quiet-link cart-made__edit" aria-label={`Edit design: ${title} in ${colour}`}>
          Edit design
        </AppLink>
      </div>
      <p className="cart-line__total">
        <span className="sf-visually-hidden">Design total </span>
        <Price money={design.price.total} />
      </p>
      <ul className="cart-made__sizes" aria-label={`Sizes of your ${title} design`}>
        {design.sizes.map((s) => (
          <SizeRow
            key={s.line_item_id}
            design={design}
            size={s}
            line={lines.find((l) => l.id === s.line_item_id)}
            pending={pending}
            error={lineErrors[s.line_item_id]}
            actions={actions}
          />
        ))}
      </ul>
    </li>
  );
}
