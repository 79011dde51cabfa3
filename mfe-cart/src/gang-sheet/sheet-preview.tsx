import type { GangSheetPlanResponse } from '@storefront/contracts';

type Sheet = GangSheetPlanResponse['sheets'][number];

/** The tallest a preview is drawn, and the most pixels an inch gets (a short sheet is not blown up). */
const MAX_HEIGHT_PX = 320;
const MAX_PX_PER_IN = 5;
/** fills the stylesheet defines (.cart-gang-preview__image--0 … --5), one per image, repeating */
const PREVIEW_FILLS = 6;

/**
 * One sheet drawn to scale from its placements, in inches (the viewBox is the sheet): each image a
 * rectangle titled with its name, the length the art does not need shaded. One image for assistive
 * technology, named by `label` ("Gang sheet 22 × 60 in, 82.5% used"); the plan lists what is on it
 * in words beside. Its width and height are set, so nothing moves when it appears.
 */
export function SheetPreview({ sheet, label, fillOf }: { sheet: Sheet; label: string; fillOf(lineItemId: string): number }) {
  const scale = Math.min(MAX_PX_PER_IN, MAX_HEIGHT_PX / sheet.length_in);
  const free = sheet.length_in - sheet.used_length_in;
  return (
    <svg
      className="cart-gang-preview"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${sheet.width_in} ${sheet.length_in}`}
      width={Math.round(sheet.width_in * scale)}
      height={Math.round(sheet.length_in * scale)}
    >
      <rect className="cart-gang-preview__sheet" x={0} y={0} width={sheet.width_in} height={sheet.length_in} />
      {free > 0 ? <rect className="cart-gang-preview__free" x={0} y={sheet.used_length_in} width={sheet.width_in} height={free} /> : null}
      {sheet.placements.map((p, i) => (
        <rect key={i} className={`cart-gang-preview__image cart-gang-preview__image--${fillOf(p.line_item_id) % PREVIEW_FILLS}`} x={p.x} y={p.y} width={p.width_in} height={p.height_in}>
          <title>{p.name}</title>
        </rect>
      ))}
    </svg>
  );
}
