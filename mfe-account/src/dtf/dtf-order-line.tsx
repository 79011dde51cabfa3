import type { OrderDtfLine, OrderLine } from '@storefront/contracts';
import type { PrintLine } from './print-line';

/**
 * The picture of an order line of prints in its image slot (the artwork; a spangle line's stones):
 * an 80 px square box it fits inside (not cropped, as product photos are), its size set so nothing
 * shifts when it loads.
 */
export function PrintThumb({ line, print }: { line: OrderLine; print: Pick<PrintLine, 'imageAlt'> }) {
  return <img className="acc-dtf-thumb" src={line.image.src} alt={print.imageAlt} width={80} height={80} loading="lazy" decoding="async" />;
}

/** What was printed: the artwork at its size, and how. */
export function DtfLineDetails({ dtf }: { dtf: OrderDtfLine }) {
  return (
    <>
      {dtf.pre_cut ? <p className="acc-dtf__fact">Pre-cut</p> : null}
      {dtf.low_resolution_accepted ? <p className="acc-dtf__fact">You accepted a low-resolution print.</p> : null}
    </>
  );
}
