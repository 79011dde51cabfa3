import { createStore, type StoreApi } from 'zustand/vanilla';
import { printBody, type PurchasedAsset, type UploadedFile } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { dtfArtworkPageUrl } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { announceCartChanged } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import type { PrintApi } from './print-api';
import { printUploadFailureReport, type PrintProblemReport } from './print-failure-report';
import type { PrintTransport } from './print-transport';

/** §8: what a failed artwork upload says. */
export const ARTWORK_UPLOAD_FAILED = 'Something went wrong, please try again';
/** The service's code when the units asked for would pass the licence's printed-unit cap. */
export const CAP_REACHED = 'licence_cap_reached';
/** How long "Redirecting…" shows before the artwork page opens: closing the dialog meanwhile stays here (§4). */
export const REDIRECT_DELAY_MS = 800;

/** What the shopper picked to print: a bought asset (one order line) or one of their uploaded files. */
export type PrintChoice = { kind: 'purchase'; orderLineId: string } | { kind: 'upload'; id: string };

/**
 * §4 "Artwork processing", for one file: preparing (units counted, the file fetched), processing
 * (its bytes go to the design lab), redirecting to the artwork page; an error stops it, closing
 * the dialog cancels the redirect. `ready`: the artwork exists but the shopper asked to stay (they
 * took the licence upgrade), so the page is a link rather than a redirect.
 */
export type PrintRun =
  | { phase: 'choosing' }
  | { phase: 'preparing' }
  | { phase: 'processing'; fraction: number }
  | { phase: 'redirecting'; target: string }
  | { phase: 'ready'; target: string }
  /** `detail`: the service's own refusal, when it gave one */
  | { phase: 'failed'; detail: string | null };

export interface Purchases {
  /** `signed-out`: a guest (401) has no purchases; the dialog offers sign-in */
  status: 'idle' | 'loading' | 'ready' | 'signed-out' | 'failed';
  list: PurchasedAsset[];
  problem: string | null;
}

/** The extended licence offered for an asset: after the cap refused a send, or once near it. */
export interface UpgradeOffer {
  slug: string;
  title: string;
  status: 'offered' | 'adding' | 'added' | 'failed';
  problem: string | null;
}

export interface PrintState {
  open: boolean;
  purchases: Purchases;
  choice: PrintChoice | null;
  /** the printed units asked for a bought asset, as typed */
  units: string;
  /** the units field's error, a fragment after its label ("must be at least 1") */
  unitsError: string | null;
  /** nothing chosen when Send was pressed */
  choiceError: string | null;
  run: PrintRun;
  /** the licence's refusal (422 licence_cap_reached), in the service's words */
  capRefusal: string | null;
  /** past NEAR_CAP_SHARE of the cap after this send: the offer shows as a note */
  nearCap: { unitsUsed: number; printCap: number | null } | null;
  upgrade: UpgradeOffer | null;
}

export interface PrintModel {
  store: StoreApi<PrintState>;
  /** opens the dialog and (again) asks for the shopper's purchases */
  open(): Promise<void>;
  /** Escape, ×, Cancel: what runs is aborted and the redirect cancelled */
  close(): void;
  choose(choice: PrintChoice): void;
  setUnits(text: string): void;
  send(): Promise<void>;
  /** adds the asset's extended licence to the cart (digital_add), then says so */
  upgrade(): Promise<void>;
  dispose(): void;
}

export interface PrintOptions {
  api: PrintApi & Pick<DigitalAssetsApi, 'addToCart'>;
  transport: PrintTransport;
  storeCode: StoreCode;
  /** the uploaded file of an id, from the page's file list */
  uploadedFile(id: string): UploadedFile | undefined;
  navigate(url: string): void;
  redirectDelayMs?: number;
  /** §8 "tracked and reported": where a failed artwork hand-over is reported (@storefront/telemetry's reportProblem) */
  report?: (report: PrintProblemReport) => void;
}

/** A file ready to go to the design lab: the print call's answer, or an upload as it is. */
interface PrintFile {
  id: string;
  url: string;
  name: string;
}

const closedRun: PrintRun = { phase: 'choosing' };
const busyPhases: ReadonlyArray<PrintRun['phase']> = ['preparing', 'processing', 'redirecting'];

/** The design-to-print dialog's state; one per mounted page (per-mount stores, ARCHITECTURE §3). */
export function createPrintModel(options: PrintOptions): PrintModel {
  const delay = options.redirectDelayMs ?? REDIRECT_DELAY_MS;
  const store = createStore<PrintState>(() => ({
    open: false,
    purchases: { status: 'idle', list: [], problem: null },
    choice: null,
    units: '1',
    unitsError: null,
    choiceError: null,
    run: closedRun,
    capRefusal: null,
    nearCap: null,
    upgrade: null,
  }));
  const get = store.getState;
  /** the current send; a close or a newer send makes an older one's answers stale */
  let run = 0;
  /** the current purchases request */
  let listing = 0;
  let controller: AbortController | null = null;
  let redirect: ReturnType<typeof setTimeout> | null = null;
  /** the shopper took the upgrade: the artwork page becomes a link, not a redirect */
  let stay = false;
  /**
   * Units already counted for this choice whose file did not reach the design lab: trying again
   * sends that file rather than counting the units a second time.
   */
  let counted: { key: string; file: PrintFile } | null = null;

  const stopRedirect = () => {
    if (redirect !== null) clearTimeout(redirect);
    redirect = null;
  };
  const choiceKey = (choice: PrintChoice, units: string) => (choice.kind === 'purchase' ? `purchase:${choice.orderLineId}:${units.trim()}` : `upload:${choice.id}`);

  /** checks the units and counts them against the licence; null when refused (the state says why) */
  const countUnits = async (purchase: PurchasedAsset, live: () => boolean, key: string): Promise<PrintFile | null> => {
    const text = get().units.trim();
    const parsed = /^\d+$/.test(text) ? printBody.safeParse({ order_line_id: purchase.order_line_id, units: Number(text) }) : null;
    if (!parsed?.success) {
      const issue = parsed?.error.issues.find((i) => i.path[0] === 'units') ?? parsed?.error.issues[0];
      store.setState({ unitsError: issue?.message ?? 'must be a whole number' });
      return null;
    }
    if (counted?.key === key) return counted.file;
    store.setState({ run: { phase: 'preparing' } });
    try {
      const answer = await options.api.print(parsed.data);
      if (!live()) return null;
      const list = get().purchases.list.map((p) => (p.order_line_id === purchase.order_line_id ? { ...p, units_used: answer.units_used } : p));
      store.setState({
        purchases: { ...get().purchases, list },
        nearCap: answer.near_cap ? { unitsUsed: answer.units_used, printCap: answer.print_cap } : null,
        ...(answer.near_cap ? { upgrade: { slug: purchase.product.slug, title: purchase.product.title, status: 'offered', problem: null } } : {}),
      });
      const file = { id: answer.file_id, url: answer.file_url, name: purchase.product.title };
      counted = { key, file };
      return file;
    } catch (err) {
      if (!live()) return null;
      const failure = readFailure(err);
      if (failure.code === CAP_REACHED) {
        store.setState({
          run: closedRun,
          capRefusal: failure.message,
          upgrade: { slug: purchase.product.slug, title: purchase.product.title, status: 'offered', problem: null },
        });
      } else {
        store.setState({ run: { phase: 'failed', detail: failure.message } });
      }
      return null;
    }
  };

  return {
    store,
    async open() {
      if (get().open) return;
      stay = false;
      store.setState({ open: true, run: closedRun, capRefusal: null, nearCap: null, upgrade: null, choiceError: null, unitsError: null });
      const ticket = ++listing;
      store.setState({ purchases: { ...get().purchases, status: 'loading', problem: null } });
      try {
        const list = await options.api.purchases();
        if (ticket === listing) store.setState({ purchases: { status: 'ready', list, problem: null } });
      } catch (err) {
        if (ticket !== listing) return;
        const failure = readFailure(err);
        store.setState({ purchases: { status: failure.status === 401 ? 'signed-out' : 'failed', list: [], problem: failure.message } });
      }
    },
    close() {
      run++;
      listing++;
      controller?.abort(new DOMException('the print dialog was closed', 'AbortError'));
      controller = null;
      stopRedirect();
      store.setState({ open: false, run: closedRun });
    },
    choose(choice) {
      store.setState({ choice, choiceError: null, capRefusal: null, unitsError: null });
    },
    setUnits(text) {
      store.setState({ units: text, unitsError: null, capRefusal: null });
    },
    async send() {
      if (busyPhases.includes(get().run.phase)) return;
      const { choice } = get();
      if (!choice) return store.setState({ choiceError: 'Choose a design or a file to print.' });
      const ticket = ++run;
      const live = () => ticket === run;
      controller = new AbortController();
      const { signal } = controller;
      stay = false;
      const key = choiceKey(choice, get().units);
      // a retry of units already counted keeps what that count said (near the cap, the offer)
      const retry = counted?.key === key;
      store.setState({ capRefusal: null, unitsError: null, choiceError: null, ...(retry ? {} : { nearCap: null, upgrade: null }) });

      let file: PrintFile | null;
      if (choice.kind === 'purchase') {
        const purchase = get().purchases.list.find((p) => p.order_line_id === choice.orderLineId);
        if (!purchase) return store.setState({ choiceError: 'Choose a design or a file to print.' });
        file = await countUnits(purchase, live, key);
        if (!file) return;
      } else {
        const upload = options.uploadedFile(choice.id);
        if (!upload) return store.setState({ choiceError: 'That file is no longer in your list.' });
        file = { id: upload.id, url: upload.url, name: upload.filename };
      }

      store.setState({ run: { phase: 'preparing' } });
      let bytes: Blob | null = null;
      try {
        bytes = await options.transport.fetchFile(file.url, signal);
        if (!live()) return;
        store.setState({ run: { phase: 'processing', fraction: 0 } });
        const artwork = await options.transport.sendArtwork(
          bytes,
          file.name,
          file.id,
          (fraction) => {
            if (live()) store.setState({ run: { phase: 'processing', fraction } });
          },
          signal,
        );
        if (!live()) return;
        counted = null;
        const target = dtfArtworkPageUrl(artwork.id, options.storeCode);
        if (stay) return store.setState({ run: { phase: 'ready', target } });
        store.setState({ run: { phase: 'redirecting', target } });
        redirect = setTimeout(() => {
          redirect = null;
          if (live()) options.navigate(target);
        }, delay);
      } catch (err) {
        // a closed dialog or a left page is the shopper's choice, not a failure
        if (!live() || signal.aborted) return;
        const failure = readFailure(err);
        options.report?.(printUploadFailureReport(err, failure, { step: bytes ? 'upload' : 'fetch', source: choice.kind, file: bytes }));
        // the service's own refusal (too big, too many artworks, slow down…) names its limit; anything else is §8's sentence alone
        store.setState({ run: { phase: 'failed', detail: failure.code ? failure.message : null } });
      }
    },
    async upgrade() {
      const offer = get().upgrade;
      if (!offer || offer.status === 'adding' || offer.status === 'added') return;
      // the shopper is acting here: the artwork page waits for them rather than taking them away
      stay = true;
      const { run: current } = get();
      if (current.phase === 'redirecting') {
        stopRedirect();
        store.setState({ run: { phase: 'ready', target: current.target } });
      }
      store.setState({ upgrade: { ...offer, status: 'adding', problem: null } });
      try {
        const sku = await options.api.extendedSku(offer.slug, options.storeCode);
        await options.api.addToCart({ sku, quantity: 1, store: options.storeCode });
        store.setState({ upgrade: { ...offer, status: 'added', problem: null } });
        announceCartChanged();
      } catch (err) {
        store.setState({ upgrade: { ...offer, status: 'failed', problem: readFailure(err).message } });
      }
    },
    dispose() {
      run++;
      controller?.abort(new DOMException('the page was left', 'AbortError'));
      stopRedirect();
    },
  };
}
