import { useRef } from 'react';
import type { Softness as SoftnessData } from '@storefront/contracts';
import { SOFTNESS_SCALE, UI, formatNumber, softnessLabel } from '@storefront/store-config';
import { Tooltip, useKeepInViewport, useShop } from '@storefront/ui';

/**
 * The §9 scale the score maps onto; the product's own label is marked as current. Mounted only
 * while the tooltip is open, and keeps that tooltip on screen: at 274 px it is wider than the room
 * right of the "i" on a phone.
 */
function SoftnessScale({ softness, label }: { softness: SoftnessData; label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useKeepInViewport(ref);
  return (
    <span className="pdp-softness__tip" ref={ref}>
      <span className="pdp-softness__tip-title">Softness scale</span>
      <ul className="pdp-softness__scale">
        {SOFTNESS_SCALE.map((step) => {
          const current = step.label === label;
          return (
            <li key={step.label} aria-current={current ? 'true' : undefined} className={current ? 'pdp-softness__step pdp-softness__step--current' : 'pdp-softness__step'}>
              {step.label} — {step.note}
              {current ? <span className="sf-visually-hidden"> (this product)</span> : null}
            </li>
          );
        })}
      </ul>
      <span className="pdp-softness__source">
        Source: {softness.source} · {softness.composition_name}
      </span>
    </span>
  );
}

/** Softness score with an explanation tooltip (width from §9). */
export function Softness({ softness }: { softness: SoftnessData }) {
  const { code } = useShop();
  // The service sends the label; fall back to the shared mapping if it is not one of the scale's.
  const label = SOFTNESS_SCALE.some((s) => s.label === softness.label) ? softness.label : softnessLabel(softness.score);
  return (
    <div className="pdp-spec">
      <dt>Softness</dt>
      <dd className="pdp-softness">
        <span>
          {formatNumber(softness.score, code)}/10 · {label}
        </span>
        <Tooltip label="About the softness score" width={UI.softnessTooltipWidthPx} content={<SoftnessScale softness={softness} label={label} />}>
          <span aria-hidden="true">i</span>
        </Tooltip>
      </dd>
    </div>
  );
}
