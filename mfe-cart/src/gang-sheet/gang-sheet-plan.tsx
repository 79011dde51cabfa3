import { useId } from 'react';
import type { GangSheetPlanResponse } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { gangSheetBuilderUrl } from '@storefront/routing';
import { AppLink, Price, Spinner, useShop } from '@storefront/ui';
import type { CartPending } from '../cart/cart.store';
import { SheetPreview } from './sheet-preview';
import { convertLabel, imagesText, percentText, sheetLabel, sheetSizeText } from './gang-sheet-words';

type Sheet = GangSheetPlanResponse['sheets'][number];

/** "logo.png × 10, badge.png × 4": what a sheet holds, in words (the drawing's text equivalent). */
function contentsOf(sheet: Sheet): string {
  const counts = new Map<string, { name: string; copies: number }>();
  for (const p of sheet.placements) {
    const entry = counts.get(p.line_item_id) ?? { name: p.name, copies: 0 };
    entry.copies += 1;
    counts.set(p.line_item_id, entry);
  }
  return [...counts.values()].map((c) => `${c.name} × ${c.copies}`).join(', ');
}

/**
 * The plan for the cart's transfers, as the server made it: each sheet drawn with its length, how
 * full it is and its price; the sheets against the same transfers one by one; what still fits on
 * the last sheet; and the button that puts them on the sheets.
 */
export function GangSheetPlan(props: { plan: GangSheetPlanResponse; pending: CartPending | null; convertError: string | null; onConvert(): void }) {
  const { plan, pending, convertError, onConvert } = props;
  const store = useShop();
  const roomId = useId();
  const errorId = useId();
  const count = plan.sheets.length;
  const cheaper = plan.saving.amount > 0;
  // one fill per image, the same on every sheet
  const fills = new Map<string, number>();
  for (const p of plan.sheets.flatMap((s) => s.placements)) if (!fills.has(p.line_item_id)) fills.set(p.line_item_id, fills.size);
  const fillOf = (lineItemId: string) => fills.get(lineItemId) ?? 0;

  return (
    <div className="cart-gang__plan">
      <ol className="cart-gang__sheets" aria-label={count === 1 ? 'The gang sheet' : `The ${count} gang sheets`}>
        {plan.sheets.map((sheet, i) => (
          <li key={i} className="cart-gang__sheet">
            <SheetPreview sheet={sheet} label={`${sheetLabel(sheet, store.code)}, ${percentText(sheet.used_percent, store.code)} used`} fillOf={fillOf} />
            <div className="cart-gang__sheet-text">
              <h3 className="cart-gang__sheet-title">{count === 1 ? sheetSizeText(sheet, store.code) : `Sheet ${i + 1}: ${sheetSizeText(sheet, store.code)}`}</h3>
              <p>
                {imagesText(sheet.placements.length)}, {percentText(sheet.used_percent, store.code)} used
              </p>
              <p className="cart-muted">{contentsOf(sheet)}</p>
              <p className="cart-gang__sheet-price">
                <Price money={sheet.price} />
              </p>
            </div>
          </li>
        ))}
      </ol>

      <dl className="cart-totals cart-gang__totals">
        <div className="cart-totals__row">
          <dt>{count === 1 ? 'On 1 gang sheet' : `On ${count} gang sheets`}</dt>
          <dd>
            <Price money={plan.sheets_total} />
          </dd>
        </div>
        <div className="cart-totals__row">
          <dt>As single transfers</dt>
          <dd>
            <Price money={plan.singles_total} />
          </dd>
        </div>
        {cheaper ? (
          <div className="cart-totals__row cart-totals__row--total">
            <dt>You save</dt>
            <dd>
              <Price money={plan.saving} /> ({formatNumber(plan.saving_percent, store.code)}%)
            </dd>
          </div>
        ) : null}
      </dl>
      {cheaper ? null : <p className="cart-gang__verdict">Single transfers are cheaper for this cart.</p>}

      {plan.still_fits.length > 0 ? (
        <>
          <h3 id={roomId} className="cart-gang__room-title">
            Room left on the last sheet
          </h3>
          <ul className="cart-gang__room" aria-labelledby={roomId}>
            {plan.still_fits.map((fit, i) => (
              <li key={`${i}-${fit.line_item_id}`}>{fit.message}</li>
            ))}
          </ul>
        </>
      ) : null}
      {plan.pre_cut_dropped ? <p className="cart-gang__note">Pre-cut does not apply to gang sheets: you cut the images on a sheet apart yourself.</p> : null}

      {count > 0 ? (
        <div className="cart-actions cart-gang__actions">
          <button
            type="button"
            className={cheaper ? 'sf-button sf-button--primary' : 'sf-button'}
            disabled={pending !== null}
            aria-describedby={convertError ? errorId : undefined}
            onClick={onConvert}
          >
            {convertLabel(count)}
          </button>
          {pending?.kind === 'gang-sheets' ? <Spinner label="Putting your transfers on gang sheets" /> : null}
          {/* the same transfers in the builder, to move, turn, add copies or change the sheet by hand */}
          <AppLink className="cart-gang__arrange" href={gangSheetBuilderUrl(store.code, {})}>
            Arrange them by hand
          </AppLink>
        </div>
      ) : null}
      {convertError ? (
        <p id={errorId} role="alert" className="cart-gang__error">
          {convertError}
        </p>
      ) : null}
    </div>
  );
}
