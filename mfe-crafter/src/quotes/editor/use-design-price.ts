import { useEffect, useRef } from 'react';
import { usePortal } from '../../portal/portal-context';
import { parseWhole } from '../../shared/money-input';
import { catalogQuantity } from './draft-totals';
import type { DesignDraftLine } from './quote-draft';

/** How long typing must pause before the store is asked the design's price. */
export const DESIGN_PRICE_DELAY_MS = 300;

/**
 * Asks the store the design's made price (POST /api/made/prices, with the project's document read
 * once) when the line's quantities change and neither the saved nor the last asked price is for
 * the quantity now. An answer arriving after a newer change is dropped; a refusal is left to the
 * save, which names the field.
 */
export function useDesignPrice(line: DesignDraftLine, onChange: (line: DesignDraftLine) => void): void {
  const { api, me } = usePortal();
  const document = useRef<{ projectId: string; body: unknown } | null>(null);
  const latest = useRef({ line, onChange });
  latest.current = { line, onChange };
  const quantity = catalogQuantity(line);
  const asked = line.sizes.map((s) => `${s.size}:${parseWhole(s.quantity) ?? 0}`).join(',');
  const known = line.live?.quantity === quantity || line.saved?.quantity === quantity;
  useEffect(() => {
    if (quantity === 0 || known) return;
    let stale = false;
    const timer = setTimeout(async () => {
      const { line: now } = latest.current;
      try {
        if (document.current?.projectId !== now.projectId) document.current = { projectId: now.projectId, body: (await api.designProject(now.projectId)).document };
        const quantities = Object.fromEntries(now.sizes.flatMap((s) => ((parseWhole(s.quantity) ?? 0) > 0 ? [[s.size, parseWhole(s.quantity)!]] : [])));
        const price = await api.designPrice({ store: me.store, document: document.current.body, quantities });
        if (stale || price.total_pieces === 0) return;
        const live = { unitCost: Math.ceil(price.total.amount / price.total_pieces), quantity: price.total_pieces, needsWaiver: price.needs_low_resolution_waiver };
        latest.current.onChange({ ...latest.current.line, live });
      } catch {
        // the save prices the line and says what is wrong with it
      }
    }, DESIGN_PRICE_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [asked, quantity, known, api, me.store]);
}
