import type { SpanglePatternResponse } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { formatSize } from '../../dtf-format';
import { fillsItsBox } from './spangle-choice';
import { patternLabel, stonesText } from './spangle-words';

/** The preview's longest side on screen, px (the service's picture is 800 px wide). */
const PREVIEW_PX = 240;

/**
 * The pattern as the service laid it out: its picture (the stones as discs in their colours) on a
 * dark stage of a fixed height, so nothing below moves whatever the artwork's shape; the stone
 * count and size; the stones per colour; and, when the stones fill the artwork's whole box, a hint
 * to remove its background first. While a new pattern is laid out the last one stays, marked busy;
 * a refusal (422) shows the service's message.
 */
export function SpanglePreview({
  pattern,
  laying,
  problem,
  problemId,
  storeCode,
}: {
  pattern: SpanglePatternResponse | null;
  laying: boolean;
  problem: string | null;
  problemId: string;
  storeCode: StoreCode;
}) {
  const scale = pattern ? PREVIEW_PX / Math.max(pattern.width_in, pattern.height_in, 0.01) : 0;
  return (
    <>
      <figure className="dl-spangle" aria-busy={laying}>
        <div className="dl-spangle__stage">
          {pattern ? (
            <img
              className="dl-spangle__picture"
              src={pattern.preview_url}
              alt={patternLabel(pattern, storeCode)}
              width={Math.max(1, Math.round(pattern.width_in * scale))}
              height={Math.max(1, Math.round(pattern.height_in * scale))}
              decoding="async"
            />
          ) : null}
        </div>
        <figcaption>
          {laying ? (
            <span role="status" className="dl-muted">
              Setting the stones…
            </span>
          ) : null}
          {pattern && !problem ? (
            <span className="dl-spangle__size">
              <strong>{stonesText(pattern.stone_count, pattern.stone_size, storeCode)}</strong> ({formatNumber(pattern.stone_mm, storeCode)} mm), {formatSize(pattern.width_in, pattern.height_in, storeCode)}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {problem ? (
        <p id={problemId} role="alert" className="dl-error">
          {problem}
        </p>
      ) : null}
      {pattern && !problem ? (
        <>
          <ul className="dl-spangle__colours" aria-label="Stones per colour">
            {pattern.colours.map((c) => (
              <li key={c.name}>
                <span className="dl-spangle__swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
                {c.label}: {formatNumber(c.count, storeCode)}
              </li>
            ))}
          </ul>
          {fillsItsBox(pattern) ? (
            <p className="dl-hint">
              The stones fill your artwork’s whole box, so its background would be set in stones too. If it has one, use Remove background (under Tools) first.
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
