import { useId, useState, type FormEvent } from 'react';
import type { CartActions } from '../cart/cart.store';
import { WIDTH_PROBLEM, parseWidthIn } from './dtf-words';
import { LowResolutionWaiver } from './low-resolution-waiver';

const NO_WAIVER = { offered: false, accepted: false };

/**
 * The line's transfers at another width (update_dtf_size.json); the cart derives the height from
 * the artwork. Keyed by the line's width by its parent, so the cart's answer resets it while a
 * refused width stays as typed. A width refused as too low a resolution offers the waiver, and the
 * next "Change size" sends it.
 */
export function ChangeSizeForm(props: {
  lineId: string;
  widthIn: number;
  lineName: string;
  disabled: boolean;
  describedBy: string;
  actions: Pick<CartActions, 'changeDtfSize' | 'setLineError'>;
}) {
  const { lineId, widthIn, lineName, disabled, describedBy, actions } = props;
  const [text, setText] = useState(String(widthIn));
  const [waiver, setWaiver] = useState(NO_WAIVER);
  const inputId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const width = parseWidthIn(text);
    if (width === null) return actions.setLineError(lineId, WIDTH_PROBLEM);
    // the size in the cart already: nothing to change
    if (width === widthIn) return actions.setLineError(lineId, null);
    const outcome = await actions.changeDtfSize(lineId, width, waiver.offered && waiver.accepted);
    if (outcome === 'low-resolution') setWaiver((w) => ({ ...w, offered: true }));
  };

  const edit = (value: string) => {
    setText(value);
    // the waiver was for the width refused
    setWaiver(NO_WAIVER);
  };

  return (
    <form className="cart-dtf-size" aria-label={`Change size of ${lineName}`} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={inputId} className="cart-qty__label">
        New width (in)
      </label>
      <input
        id={inputId}
        className="cart-qty__input"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={text}
        aria-label={`New width in inches of ${lineName}`}
        aria-describedby={describedBy}
        onChange={(e) => edit(e.target.value)}
      />
      {waiver.offered ? <LowResolutionWaiver subject={`the new size of ${lineName}`} checked={waiver.accepted} onChange={(accepted) => setWaiver({ offered: true, accepted })} /> : null}
      <button type="submit" className="sf-button sf-button--small" disabled={disabled} aria-label={`Change size of ${lineName}`}>
        Change size
      </button>
    </form>
  );
}
