import type { OrderLine, OrderMadeLine } from '@storefront/contracts';
import { mockupAt, sidesLabel } from '@storefront/ui';

/** A custom design's mockup in an order line's image slot (80 px, 2× for sharp screens). */
export function MadeMockup({ line, made }: { line: OrderLine; made: OrderMadeLine }) {
  const src = made.sides[0]?.mockup_url ?? line.image.src;
  return (
    <img
      src={mockupAt(src, 160)}
      srcSet={`${mockupAt(src, 80)} 1x, ${mockupAt(src, 160)} 2x`}
      alt={`${line.product.title} in ${line.color_name}, your design`}
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
    />
  );
}

/** What was printed, and where the print files went: shoppers never download them. */
export function MadeLineDetails({ made }: { made: OrderMadeLine }) {
  return (
    <>
      <p className="acc-made__sides">Custom print: {sidesLabel(made.sides)}</p>
      <p className="acc-made__note">{made.print_files_note}</p>
    </>
  );
}

/**
 * The sizes ordered of the design `line` belongs to, for "Buy again". The order JSON names no design
 * id, so a design is recognised by its first side's mockup URL, which the service builds from it.
 */
export function orderedSizesOf(lines: readonly OrderLine[], line: OrderLine): string[] {
  const key = line.made?.sides[0]?.mockup_url;
  if (!key) return [line.size];
  return [...new Set(lines.filter((l) => l.made?.sides[0]?.mockup_url === key).map((l) => l.size))];
}

/** Whether line `index` is the first size of its design on the order (where its "Buy again" goes). */
export function firstOfDesign(lines: readonly OrderLine[], index: number): boolean {
  const key = lines[index]?.made?.sides[0]?.mockup_url;
  return key !== undefined && lines.findIndex((l) => l.made?.sides[0]?.mockup_url === key) === index;
}
