import { useState } from 'react';
import type { SizeChart } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { onDemand, useOnDemand } from '@storefront/ui';

export type LengthUnit = 'in' | 'cm';

/** The metric store starts in centimetres, the US store in inches; the shopper can switch. */
export function defaultUnit(code: StoreCode): LengthUnit {
  return code === 'ca' ? 'cm' : 'in';
}

/** The chart's dialog comes with its first opening: most shoppers never open it. */
const sizeChartDialog = onDemand(() => import('./size-chart-dialog').then((m) => m.SizeChartDialog));

/** "Size chart" beside the size label, opening the chart in a dialog (Escape or × closes it). */
export function SizeChartButton({ chart }: { chart: SizeChart }) {
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(sizeChartDialog);
  return (
    <>
      <button
        type="button"
        className="pdp-size-chart__open"
        aria-haspopup="dialog"
        aria-disabled={dialog.loading || undefined}
        aria-busy={dialog.loading || undefined}
        onClick={() => dialog.open(() => setOpen(true))}
        onPointerEnter={dialog.warm}
        onFocus={dialog.warm}
      >
        {dialog.loading ? 'Loading…' : 'Size chart'}
      </button>
      {dialog.problem ? (
        <span role="alert" className="pdp-size-chart__problem">
          {dialog.problem}
        </span>
      ) : null}
      {open ? <sizeChartDialog.Part chart={chart} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
