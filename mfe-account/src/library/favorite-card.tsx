import { useId, useState } from 'react';
import { FAVORITE_NOTE_MAX, type FavoriteItem, type MonitoredItem, type MonitoredKind } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Notice, Price, ResponsiveImage, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { alertOf } from './favorites.store';

export interface FavoriteCardProps {
  item: FavoriteItem;
  alerts: readonly MonitoredItem[];
  busy: boolean;
  problem: string | null;
  done: string | null;
  onSaveNote(note: string): void;
  onAlert(kind: MonitoredKind, on: boolean): void;
  onRemove(): void;
}

const ALERT_WORDS: Record<MonitoredKind, string> = {
  price_drop: 'Email me when the price drops',
  back_in_stock: 'Email me when it is back in stock',
};

/** One favorite on My Library: the product as its card shows it, the shopper's note, its alerts, Remove. */
export function FavoriteCard({ item, alerts, busy, problem, done, onSaveNote, onAlert, onRemove }: FavoriteCardProps) {
  const { code } = useShop();
  const [note, setNote] = useState(item.note ?? '');
  const noteId = useId();
  const changed = note !== (item.note ?? '');
  const saved = formatDate(item.created_at, code);
  return (
    <li className="acc-favorite" aria-label={item.name} aria-busy={busy}>
      <ResponsiveImage image={item.image} sizes="96px" className="acc-favorite__image" />
      <div className="acc-favorite__text">
        <AppLink className="acc-favorite__name" href={withStore(item.url, code)}>
          {item.name}
        </AppLink>
        <p>
          {item.price ? <Price money={item.price} /> : 'Not sold in this store'}
          <span className={item.in_stock ? 'acc-favorite__stock' : 'acc-favorite__stock acc-favorite__stock--out'}>{item.in_stock ? 'In stock' : 'Out of stock'}</span>
        </p>
        <p className="acc-muted">
          Saved <time dateTime={item.created_at}>{saved}</time>
        </p>
      </div>
      <form
        className="acc-favorite__note"
        aria-label={`Note on ${item.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) onSaveNote(note);
        }}
      >
        <label htmlFor={noteId}>Your note</label>
        <textarea id={noteId} value={note} maxLength={FAVORITE_NOTE_MAX} rows={2} onChange={(e) => setNote(e.target.value)} placeholder="Sizes for the team, colour ideas…" />
        <button type="submit" className="sf-button" disabled={busy || !changed}>
          Save note
        </button>
      </form>
      <fieldset className="acc-favorite__alerts" disabled={busy}>
        <legend>Alerts</legend>
        {(Object.keys(ALERT_WORDS) as MonitoredKind[]).map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={alertOf(alerts, item.product, kind) !== undefined} onChange={(e) => onAlert(kind, e.target.checked)} />
            {ALERT_WORDS[kind]}
          </label>
        ))}
      </fieldset>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      <div className="acc-actions">
        <button type="button" className="acc-link-button" onClick={onRemove} disabled={busy} aria-label={`Remove ${item.name} from My Library`}>
          Remove
        </button>
      </div>
    </li>
  );
}
