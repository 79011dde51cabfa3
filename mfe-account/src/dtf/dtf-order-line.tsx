import type { OrderDtfLine, OrderLine } from '@storefront/contracts';

/**
 * The artwork in an order line's image slot: an 80 px square box it fits inside (not cropped, as
 * product photos are), its size set so nothing shifts when it loads.
 */
export function DtfArtworkThumb({ line, dtf }: { line: OrderLine; dtf: OrderDtfLine }) {
  return <img className="acc-dtf-thumb" src={line.image.src} alt={`${dtf.name}, your artwork`} width={80} height={80} loading="lazy" decoding="async" />;
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
