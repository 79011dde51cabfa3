import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { SavedCart } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { SAVED_CART_NAME_MAX } from '@storefront/contracts/limits';
import { formatNumber } from '@storefront/store-config';
import { Spinner, useShop } from '@storefront/ui';
import { createSavedCartsApi } from './saved-carts.api';
import { createSavedCartsModel, LOADER_TEXT } from './saved-carts.store';

/**
 * What the saved-carts dropdown holds (§2, §4, §8), downloaded when it is first opened and kept
 * mounted after that: the list loads each time the dropdown opens, so item counts are current.
 * The active cart's name goes up to the dropdown's button.
 */
export function SavedCartsPanel({ http, open, onActiveName }: { http: HttpClient; open: boolean; onActiveName(name: string | null): void }) {
  const api = useMemo(() => createSavedCartsApi(http), [http]);
  const { code: store } = useShop();
  const [model] = useState(createSavedCartsModel);
  const { carts, busy, switchingId, problem, loaded } = useStore(model.store);
  const [renaming, setRenaming] = useState<string | null>(null);

  // a cart list belongs to one store and one shopper: start again when either changes
  useEffect(() => () => model.reset(), [model, store]);

  // every opening asks again; opening or closing ends a rename
  useEffect(() => {
    setRenaming(null);
    if (open) void model.load(api, store);
    // the store is read when opened: a store change resets the model above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const activeName = carts.find((c) => c.active)?.cart_name ?? null;
  useEffect(() => onActiveName(activeName), [activeName, onActiveName]);

  return (
    <>
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
    </>
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
