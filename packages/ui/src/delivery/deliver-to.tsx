import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { CurrentLocationResponse, LocationResponse } from '@storefront/contracts';
import { readFailure, type HttpClient } from '@storefront/http';
import { announceLocationChanged, announceOtherStoreCode, LOCATION_CHANGED_EVENT } from '../events/window-events';
import { onDemand, useOnDemand } from '../on-demand/on-demand';
import { useShop } from '../store/store-context';

export const CURRENT_LOCATION_PATH = '/api/locations/current_location';
export const LOCATIONS_PATH = '/api/locations.json';
export const DELIVER_TO_TITLE = 'Change delivery location';

/** The modal's code comes with its first opening: most pages never open it. */
const deliverToDialog = onDemand(() => import('./deliver-to-dialog').then((m) => m.DeliverToDialog));

/**
 * Where estimates are computed for. Re-read whenever any area announces a new destination, so the
 * header's and the product page's buttons agree. A failed read leaves it unknown (no message:
 * the button then offers to choose a location).
 */
export function useCurrentLocation(http: HttpClient): CurrentLocationResponse | null {
  const { code: store } = useShop();
  const [current, setCurrent] = useState<CurrentLocationResponse | null>(null);

  useEffect(() => {
    let live = true;
    const read = () =>
      http.get<CurrentLocationResponse>(CURRENT_LOCATION_PATH, { searchParams: { store }, cacheBust: true }).then(
        (location) => live && setCurrent(location ?? null),
        () => live && setCurrent(null),
      );
    void read();
    window.addEventListener(LOCATION_CHANGED_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(LOCATION_CHANGED_EVENT, read);
    };
  }, [http, store]);

  return current;
}

/** The server's words for a refused code: the field's own message first, then the general one. */
function refusal(err: unknown): string {
  const failure = readFailure(err);
  return failure.fieldErrors.zipcode?.[0] ?? failure.message;
}

/**
 * "Deliver to 10001" button and its modal (§7 deliver-to modal): shows the current destination,
 * takes a ZIP (US) or postal code (Canada), saves it with POST /api/locations.json and announces
 * `storefront:location-changed` so every delivery badge re-fetches.
 */
export function DeliverTo({ http, className }: { http: HttpClient; className?: string }) {
  const { code: store } = useShop();
  const current = useCurrentLocation(http);
  const [open, setOpen] = useState(false);
  const [zipcode, setZipcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dialog = useOnDemand(deliverToDialog);
  const codeLabel = store === 'ca' ? 'Postal code' : 'ZIP code';

  const close = useCallback(() => {
    setOpen(false);
    setError(null);
  }, []);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const code = zipcode.trim();
    if (!code) {
      setError(`Enter a ${codeLabel.toLowerCase()}`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await http.post<LocationResponse>(LOCATIONS_PATH, { zipcode: code, store });
      setOpen(false);
      setZipcode('');
      announceLocationChanged();
    } catch (err) {
      setError(refusal(err));
      // a code of the other store's country: the header offers that store
      if (readFailure(err).code === 'wrong_country') announceOtherStoreCode(store === 'us' ? 'ca' : 'us');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`sf-deliver-to ${className ?? ''}`}
        aria-disabled={dialog.loading || undefined}
        aria-busy={dialog.loading || undefined}
        onClick={() => dialog.open(() => setOpen(true))}
        onPointerEnter={dialog.warm}
        onFocus={dialog.warm}
      >
        {dialog.loading ? 'Loading…' : current ? `Deliver to ${current.zipcode}` : 'Choose delivery location'}
      </button>
      {dialog.problem ? (
        <span role="alert" className="sf-deliver-to__error">
          {dialog.problem}
        </span>
      ) : null}
      {open ? (
        <deliverToDialog.Part
          title={DELIVER_TO_TITLE}
          current={current}
          codeLabel={codeLabel}
          zipcode={zipcode}
          error={error}
          saving={saving}
          onZipcode={setZipcode}
          onSave={save}
          onClose={close}
        />
      ) : null}
    </>
  );
}
