import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { SavedCart } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { SAVED_CART_NAME_MAX } from '@storefront/contracts/limits';
import { formatNumber } from '@storefront/store-config';
import { Spinner, useDismiss, useShop } from '@storefront/ui';
import { savedCartsDisabled } from '../session/page-flags';
import { createSavedCartsApi } from './saved-carts.api';
import { createSavedCartsModel, LOADER_TEXT } from './saved-carts.store';
import './saved-carts.css';

/**
 * The signed-in shopper's saved carts (§2, §4, §8): the list loads each time the dropdown opens, so
 * item counts are current. Escape or an outside click closes it.
 */
export function SavedCartsDropdown({ http }: { http: HttpClient }) {
  const api = useMemo(() => createSavedCartsApi(http), [http]);
  const { code: store } = useShop();
  const [model] = useState(createSavedCartsModel);
  const { carts, busy, switchingId, problem, loaded } = useStore(model.store);
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // a cart list belongs to one store and one shopper: start again when either changes
  useEffect(() => () => model.reset(), [model, store]);

  useDismiss(open, ref, (by) => {
    setOpen(false);
    if (by === 'escape') buttonRef.current?.focus();
  });

  const toggle = () => {
    const next = !open;
    setOpen(next);
    setRenaming(null);
    if (next) void model.load(api, store);
  };
  const active = carts.find((c) => c.active);
  // the page switched saved carts off (§5): nothing to show, nothing loaded
  if (savedCartsDisabled()) return null;

  return (
    <div ref={ref} className="hdr-saved">
      <button ref={buttonRef} type="button" className="hdr-saved__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <svg className="hdr-icon hdr-saved__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        <span className="hdr-saved__label">Saved carts</span>
        {active ? <span className="hdr-saved__active-name">{active.cart_name}</span> : null}
      </button>
      <div id={panelId} className="hdr-dropdown hdr-saved__panel" role="region" aria-label="Saved carts" hidden={!open}>
        {busy ? (
          <div className="hdr-saved__loader">
            <Spinner label={LOADER_TEXT[busy]} visibleLabel />
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="hdr-saved__problem">
            {problem}
          </p>
        ) : null}
        {loaded && carts.length === 0 ? <p className="hdr-saved__empty">You have no saved carts yet.</p> : null}
        {carts.length ? (
          <ul className="hdr-saved__list">
            {carts.map((cart) =>
              renaming === cart.id ? (
                <li key={cart.id} className="hdr-saved__item">
                  <RenameForm
                    cart={cart}
                    disabled={busy !== null}
                    onCancel={() => setRenaming(null)}
                    onSave={async (name) => {
                      if (await model.rename(api, cart.id, name)) setRenaming(null);
                    }}
                  />
                </li>
              ) : (
                <CartRow
                  key={cart.id}
                  cart={cart}
                  switching={switchingId === cart.id}
                  busy={busy !== null}
                  itemsText={`${formatNumber(cart.items, store)} ${cart.items === 1 ? 'item' : 'items'}`}
                  onSwitch={() => void model.switchTo(api, cart.id)}
                  onRename={() => setRenaming(cart.id)}
                />
              ),
            )}
          </ul>
        ) : null}
        <button type="button" className="hdr-saved__new" disabled={busy !== null} onClick={() => void model.create(api, store)}>
          New cart
        </button>
      </div>
    </div>
  );
}

function CartRow({
  cart,
  switching,
  busy,
  itemsText,
  onSwitch,
  onRename,
}: {
  cart: SavedCart;
  switching: boolean;
  busy: boolean;
  itemsText: string;
  onSwitch(): void;
  onRename(): void;
}) {
  return (
    <li className={cart.active ? 'hdr-saved__item hdr-saved__item--active' : 'hdr-saved__item'} aria-current={cart.active ? 'true' : undefined} aria-label={cart.cart_name}>
      <div className="hdr-saved__text">
        <span className="hdr-saved__name">{cart.cart_name}</span>
        <span className="hdr-saved__meta">
          {itemsText}
          {cart.same_day_eligible ? <span className="hdr-saved__same-day">Same-day eligible</span> : null}
          {cart.active ? <span className="hdr-saved__badge">Active</span> : null}
        </span>
      </div>
      {switching ? <Spinner label={`Switching to ${cart.cart_name}`} /> : null}
      {cart.active ? null : (
        <button type="button" className="hdr-saved__action" disabled={busy} onClick={onSwitch} aria-label={`Switch to ${cart.cart_name}`}>
          Switch
        </button>
      )}
      <button type="button" className="hdr-saved__action" disabled={busy} onClick={onRename} aria-label={`Rename ${cart.cart_name}`}>
        Rename
      </button>
    </li>
  );
}

function RenameForm({ cart, disabled, onSave, onCancel }: { cart: SavedCart; disabled: boolean; onSave(name: string): void; onCancel(): void }) {
  const [name, setName] = useState(cart.cart_name);
  const inputId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(name.trim());
  };
  return (
    <form className="hdr-saved__rename" onSubmit={submit} aria-label={`Rename ${cart.cart_name}`}>
      <label htmlFor={inputId}>Cart name</label>
      <input
        id={inputId}
        value={name}
        maxLength={SAVED_CART_NAME_MAX}
        required
        // the form replaced the Rename button the shopper just pressed
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            e.nativeEvent.stopImmediatePropagation();
            onCancel();
          }
        }}
      />
      <button type="submit" disabled={disabled || name.trim() === ''}>
        Save
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
