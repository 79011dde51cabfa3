import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { PurchasedAsset, UploadedFile } from '@storefront/contracts';
import { signInUrl } from '@storefront/routing';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { AppLink, LoadFailed, Modal, Notice, TextField, useLocation, useShop } from '@storefront/ui';
import { ProgressBar } from '../uploads/progress-bar';
import type { UploadsModel } from '../uploads/uploads.store';
import { UpgradeAction } from './upgrade-action';
import { ARTWORK_UPLOAD_FAILED, type PrintChoice, type PrintModel } from './print.store';

export const PRINT_TITLE = 'Send to print';
export const SIGN_IN_TO_PRINT = 'Sign in to print the designs you bought';

/**
 * The design-to-print dialog (§2): the designs the shopper bought (units used against the cap)
 * and their uploaded files; one is picked, sent to the design lab as a DTF artwork (§4's states),
 * and its page opens.
 */
export function PrintDialog({ model, uploads }: { model: PrintModel; uploads: UploadsModel }) {
  const s = useStore(model.store);
  const files = useStore(uploads.store, (u) => u.files);
  const working = s.run.phase !== 'choosing' && s.run.phase !== 'failed';
  return (
    <Modal open={s.open} title={PRINT_TITLE} onClose={() => model.close()} className="da-print">
      {working ? <PrintProgress model={model} /> : <PrintChooser model={model} files={files} />}
    </Modal>
  );
}

function PrintChooser({ model, files }: { model: PrintModel; files: readonly UploadedFile[] }) {
  const s = useStore(model.store);
  const { code } = useShop();
  const { pathname, search } = useLocation();
  const group = useId();
  const choiceErrorId = useId();
  const chosenKey = s.choice ? choiceId(s.choice) : null;
  const purchase = s.choice?.kind === 'purchase' ? s.purchases.list.find((p) => p.order_line_id === chosenKey) : undefined;
  const isChosen = (choice: PrintChoice) => s.choice?.kind === choice.kind && chosenKey === choiceId(choice);
  const nothing = s.purchases.status !== 'loading' && s.purchases.list.length === 0 && files.length === 0;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.send();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="da-print__form">
      <fieldset className="da-print__choices" aria-describedby={s.choiceError ? choiceErrorId : undefined}>
        <legend className="da-subtitle">What to print</legend>

        <h3 className="da-print__group">Designs you bought</h3>
        {s.purchases.status === 'loading' || s.purchases.status === 'idle' ? (
          <p role="status" className="da-muted">
            Loading the designs you bought…
          </p>
        ) : s.purchases.status === 'signed-out' ? (
          <p className="da-print__sign-in">
            {SIGN_IN_TO_PRINT}: <a href={signInUrl(code, pathname + search)}>Sign in</a>
          </p>
        ) : s.purchases.status === 'failed' ? (
          <LoadFailed message={s.purchases.problem ?? 'The designs you bought could not be loaded.'} onRetry={() => void model.open()} />
        ) : s.purchases.list.length === 0 ? (
          <p className="da-muted">No designs bought yet.</p>
        ) : (
          <ul className="da-print__list">
            {s.purchases.list.map((p) => (
              <PurchaseOption
                key={p.order_line_id}
                purchase={p}
                group={group}
                chosen={isChosen({ kind: 'purchase', orderLineId: p.order_line_id })}
                onChoose={() => model.choose({ kind: 'purchase', orderLineId: p.order_line_id })}
              />
            ))}
          </ul>
        )}

        <h3 className="da-print__group">Your uploaded files</h3>
        {files.length === 0 ? (
          <p className="da-muted">No files uploaded yet.</p>
        ) : (
          <ul className="da-print__list">
            {files.map((f) => (
              <li key={f.id} className="da-print__option">
                <input
                  id={`${group}-upload-${f.id}`}
                  type="radio"
                  name={group}
                  checked={isChosen({ kind: 'upload', id: f.id })}
                  onChange={() => model.choose({ kind: 'upload', id: f.id })}
                />
                <label htmlFor={`${group}-upload-${f.id}`}>{f.filename}</label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {s.choiceError ? (
        <p id={choiceErrorId} role="alert" className="da-problem">
          {s.choiceError}
        </p>
      ) : null}
      {nothing ? <p>Buy a design or upload a file, and it can be printed from here.</p> : null}

      {purchase ? (
        <TextField
          label="Printed units"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={s.units}
          onValue={(v) => model.setUnits(v)}
          error={s.unitsError ?? undefined}
          hint={unitsHint(purchase, code)}
          className="da-print__units"
        />
      ) : null}

      {s.capRefusal ? (
        <div role="alert" className="da-print__refusal">
          <p>{s.capRefusal}</p>
        </div>
      ) : null}
      {s.upgrade ? <UpgradeAction model={model} /> : null}
      {s.run.phase === 'failed' ? (
        <div role="alert" className="da-print__failed">
          <p>{ARTWORK_UPLOAD_FAILED}</p>
          {s.run.detail ? <p>{s.run.detail}</p> : null}
        </div>
      ) : null}

      <div className="da-actions">
        <button type="submit" className="sf-button sf-button--primary">
          {PRINT_TITLE}
        </button>
        <button type="button" className="sf-button" onClick={() => model.close()}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const choiceId = (choice: PrintChoice) => (choice.kind === 'purchase' ? choice.orderLineId : choice.id);

function PurchaseOption({ purchase: p, group, chosen, onChoose }: { purchase: PurchasedAsset; group: string; chosen: boolean; onChoose(): void }) {
  const { code } = useShop();
  const id = `${group}-purchase-${p.order_line_id}`;
  return (
    <li className="da-print__option">
      <input id={id} type="radio" name={group} checked={chosen} onChange={onChoose} aria-describedby={`${id}-usage`} />
      <label htmlFor={id}>
        {p.product.title}, {p.licence_label}
      </label>
      <p id={`${id}-usage`} className="da-muted da-print__usage">
        {usageText(p, code)} · order {p.order_number}
      </p>
    </li>
  );
}

/** "120 of 500 printed units used", or the count alone under a licence with no cap. */
export function usageText(p: Pick<PurchasedAsset, 'units_used' | 'print_cap'>, store: StoreCode): string {
  return p.print_cap === null
    ? `${formatNumber(p.units_used, store)} printed units so far, no cap`
    : `${formatNumber(p.units_used, store)} of ${formatNumber(p.print_cap, store)} printed units used`;
}

function unitsHint(p: PurchasedAsset, store: StoreCode): string {
  if (p.print_cap === null) return 'How many you will print: counted on your licence, which has no cap.';
  const left = Math.max(0, p.print_cap - p.units_used);
  return `How many you will print: ${formatNumber(left, store)} left on your licence.`;
}

/** §4's states one after another, the near-cap offer beside them, and Cancel (which stops everything). */
function PrintProgress({ model }: { model: PrintModel }) {
  const s = useStore(model.store);
  const { code } = useShop();
  const { run } = s;
  const stateLine = useRef<HTMLParagraphElement>(null);
  // the pressed "Send to print" went with the form: the focus moves to what is happening now
  useEffect(() => stateLine.current?.focus(), []);
  return (
    <div className="da-print__progress">
      <p ref={stateLine} tabIndex={-1} role="status" className="da-print__state">
        {run.phase === 'preparing' && 'Preparing…'}
        {run.phase === 'processing' && 'Processing 1 out of 1'}
        {run.phase === 'redirecting' && 'Redirecting…'}
        {run.phase === 'ready' && 'Your artwork is ready.'}
      </p>
      {run.phase === 'processing' ? <ProgressBar label="Sending the file to print" fraction={run.fraction} /> : null}
      {run.phase === 'ready' ? (
        <p>
          <AppLink href={run.target} className="sf-button sf-button--primary">
            Open your artwork
          </AppLink>
        </p>
      ) : null}
      {s.nearCap ? (
        <Notice tone="info">
          <p>Nearly at your licence’s cap: {usageText({ units_used: s.nearCap.unitsUsed, print_cap: s.nearCap.printCap }, code)}. The extended licence has no cap.</p>
        </Notice>
      ) : null}
      {s.upgrade ? <UpgradeAction model={model} /> : null}
      <div className="da-actions">
        <button type="button" className="sf-button" onClick={() => model.close()}>
          {run.phase === 'ready' ? 'Close' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}
