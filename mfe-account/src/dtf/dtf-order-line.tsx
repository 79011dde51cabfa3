import type { OrderDtfLine, OrderLettersLine, OrderLine } from '@storefront/contracts';
import { useStoreWords } from '@storefront/ui';
import { isLightColour, type PrintLine } from './print-line';

/**
 * The picture of an order line of prints in its image slot (the artwork; a spangle line's stones;
 * the lettering): an 80 px square box it fits inside (not cropped, as product photos are), its size
 * set so nothing shifts when it loads. Light lettering gets a dark backing, or it would not show.
 */
export function PrintThumb({ line, print }: { line: OrderLine; print: Pick<PrintLine, 'imageAlt'> }) {
  const dark = line.letters !== undefined && isLightColour(line.letters.colour);
  return (
    <img
      className={dark ? 'acc-dtf-thumb acc-dtf-thumb--dark' : 'acc-dtf-thumb'}
      src={line.image.src}
      alt={print.imageAlt}
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Lettering's colour: a swatch and the hex the shopper chose (no name to give it). */
export function LettersLineDetails({ letters }: { letters: OrderLettersLine }) {
  const { Colour } = useStoreWords();
  return (
    <p className="acc-dtf__fact acc-letters__colour">
      <span className="acc-swatch" style={{ backgroundColor: letters.colour }} aria-hidden="true" />
      {Colour}: {letters.colour.toUpperCase()}
    </p>
  );
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
