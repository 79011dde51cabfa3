import type { StoreCode } from '@storefront/store-config';
import { formatSize } from '../dtf-format';
import { charactersText, isLightColour, previewLabel } from './letters-choice';
import type { PricedPreview } from './letters.store';

/** The drawing's largest box on screen, px (CSS scales it down to a phone's width). */
const MAX_WIDTH_PX = 560;
const MAX_HEIGHT_PX = 160;
/** The service's outline sits in a box 1.25 × the capitals' height (room for descenders). */
const BOX_PER_CAP = 1.25;

/**
 * The line as the service set it: its outline (SVG path data in inches, y down from the capitals'
 * top) drawn in the colour chosen, on a stage light or dark enough for that colour to show, with
 * its size and the characters counted. While a new line is set the last one stays, marked busy; a
 * refusal (422: a character not taken, too many, a height not offered) shows the service's message.
 */
export function LettersPreview({
  preview,
  colour,
  setting,
  problem,
  problemId,
  storeCode,
}: {
  preview: PricedPreview | null;
  colour: string;
  setting: boolean;
  problem: string | null;
  problemId: string;
  storeCode: StoreCode;
}) {
  const shown = preview && !problem ? preview : null;
  const boxW = shown ? Math.max(shown.width_in, 0.01) : 0;
  const boxH = shown ? Math.max(shown.height_in * BOX_PER_CAP, 0.01) : 0;
  const scale = shown ? Math.min(MAX_WIDTH_PX / boxW, MAX_HEIGHT_PX / boxH) : 0;
  return (
    <>
      <figure className="dl-letters__preview" aria-busy={setting}>
        <div className={isLightColour(colour) ? 'dl-letters__stage dl-letters__stage--dark' : 'dl-letters__stage'}>
          {shown ? (
            <svg
              role="img"
              aria-label={previewLabel(shown, storeCode)}
              className="dl-letters__drawing"
              viewBox={`0 0 ${shown.width_in} ${shown.height_in * BOX_PER_CAP}`}
              width={Math.max(1, Math.round(boxW * scale))}
              height={Math.max(1, Math.round(boxH * scale))}
            >
              <path d={shown.path} fill={colour} />
            </svg>
          ) : !problem && !setting ? (
            <p className="dl-muted">Type your text to see it set in the font.</p>
          ) : null}
        </div>
        <figcaption>
          {setting ? (
            <span role="status" className="dl-muted">
              Setting your text…
            </span>
          ) : null}
          {shown ? (
            <span className="dl-letters__size">
              <strong>{formatSize(shown.width_in, shown.height_in, storeCode)}</strong> · {charactersText(shown.characters, storeCode)}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {problem ? (
        <p id={problemId} role="alert" className="dl-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}
