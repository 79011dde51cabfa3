import { useId, type FormEvent } from 'react';
import { withStore } from '@storefront/routing';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { AppLink, Price } from '@storefront/ui';
import { NumberField } from './number-field';
import { inchText, type BuilderView, type GangSheetModel, type GangSheetState } from './gang-sheet.store';

/** The form's name; its button says how many sheets go in. */
export const ADD_LABEL = 'Add gang sheet to cart';

/**
 * The sheets' price (each by its length, @storefront/transfers' priceGangSheet, as the cart prices
 * it) × the copies of each, the low-resolution waiver when an artwork needs it or the cart asked,
 * and "Add gang sheet to cart": one cart line per sheet, sent one after another.
 */
export function SheetCart({ model, state, view, storeCode }: { model: GangSheetModel; state: GangSheetState; view: BuilderView; storeCode: StoreCode }) {
  const ids = { title: useId(), blocker: useId(), waiver: useId() };
  const { add } = state;
  const submitting = add.status === 'submitting';
  const count = view.sheets.length;
  const copies = view.sheetCopies.ok ? view.sheetCopies.copies : null;
  const n = (x: number) => formatNumber(x, storeCode);
  const i = (x: number) => inchText(x, storeCode);
  const ready = view.blocker === null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void model.addToCart();
  };

  const laidOut = state.layout !== null && count > 0;
  const printed = copies === null ? null : count * copies;
  const buttonLabel = count > 1 ? `Add ${n(count)} gang sheets to cart` : ADD_LABEL;
  const partial = add.addedSheets.length;

  return (
    <section className="dl-panel dl-gang-cart" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Price</h2>
      {laidOut ? (
        <>
          <NumberField
            className="dl-gang-cart__copies"
            label={count > 1 ? 'Copies of each sheet' : 'Copies of this sheet'}
            inputMode="numeric"
            min={1}
            step={1}
            value={state.sheetCopies}
            problem={view.sheetCopies.ok ? null : view.sheetCopies.problem}
            onChange={(v) => model.setSheetCopies(v)}
          />
          <div className="dl-size__price" role="group" aria-label="Gang sheet price">
            <dl className="dl-breakdown">
              {view.sheets.map((sheet, k) => (
                <div key={k}>
                  <dt>{`${count > 1 ? `Sheet ${k + 1}: ` : 'Sheet '}${i(view.frame.widthIn)} × ${i(sheet.lengthIn)} in`}</dt>
                  <dd>{sheet.price ? <Price money={sheet.price} /> : '—'}</dd>
                </div>
              ))}
              {view.total && printed !== null ? (
                <div className="dl-breakdown__total">
                  <dt>{`Total for ${n(printed)} ${printed === 1 ? 'sheet' : 'sheets'}`}</dt>
                  <dd>
                    <Price money={view.total} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </>
      ) : (
        <p className="dl-muted">Gang sheets are priced by their length: the price shows once the sheet is laid out.</p>
      )}
      {view.waiverShown ? (
        <div className="dl-gang-cart__waiver">
          <p id={ids.waiver} className="dl-quality__blocked">
            {view.lowResolution.length > 0
              ? `${view.lowResolution.map((im) => `${im.name} (${n(Math.floor(im.dpi ?? 0))} DPI)`).join(', ')} would print under 100 DPI at ${view.lowResolution.length === 1 ? 'its size' : 'their sizes'}: it may look blurry.`
              : 'The cart found an artwork prints under 100 DPI at its size: it may look blurry.'}
          </p>
          <label className="dl-check dl-waiver">
            <input type="checkbox" checked={state.acceptLowResolution} aria-describedby={ids.waiver} onChange={(e) => model.setAcceptLowResolution(e.target.checked)} />
            <span>I accept the lower resolution</span>
          </label>
        </div>
      ) : null}
      <form className="dl-add" aria-label={ADD_LABEL} onSubmit={onSubmit} noValidate>
        <button
          type="submit"
          className="sf-button sf-button--primary"
          disabled={submitting || !ready}
          aria-busy={submitting}
          aria-describedby={!ready && !submitting ? ids.blocker : undefined}
        >
          {submitting ? (add.sending && add.sending.of > 1 ? `Adding sheet ${add.sending.sheet} of ${add.sending.of}…` : 'Adding…') : buttonLabel}
        </button>
        {/* present from the start, so the confirmation is announced when it appears */}
        <p role="status" className="dl-added">
          {add.added ? (
            <>
              {add.added.sheets > 1 ? `${n(add.added.sheets)} gang sheets added to your cart` : 'Added to your cart'} — <AppLink href={withStore('/cart', storeCode)}>View cart</AppLink>
            </>
          ) : partial > 0 && !submitting ? (
            `${partial === 1 ? `Sheet ${add.addedSheets[0]! + 1} is` : `${n(partial)} sheets are`} in your cart already; adding again sends the rest.`
          ) : null}
        </p>
        {add.problem ? (
          <p role="alert" className="dl-error">
            {add.problem}
          </p>
        ) : null}
      </form>
      {!ready ? (
        <p id={ids.blocker} className="dl-muted">
          {view.blocker}
        </p>
      ) : null}
    </section>
  );
}
