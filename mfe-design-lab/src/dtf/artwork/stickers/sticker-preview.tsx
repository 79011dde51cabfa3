import type { StickerCutlinesResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { sizeText, stickerPreviewLabel } from './sticker-words';

/** The preview's longest side on screen, px. */
const PREVIEW_PX = 240;

/**
 * The sticker as it will be cut: the artwork (a thumbnail of the version in use) where the service
 * placed it, on the white backing inside the traced cut line, and the cut line itself over both —
 * magenta dashes on a white halo, so it shows on light art and dark art alike. The viewBox is the
 * cut line's box in inches (x, y may be negative: the line runs outside the art). While a new line
 * is traced the last one stays, marked busy; a refusal shows the service's message.
 */
export function StickerPreview({
  outline,
  imageUrl,
  tracing,
  problem,
  problemId,
  storeCode,
}: {
  outline: StickerCutlinesResponse | null;
  imageUrl: string;
  tracing: boolean;
  problem: string | null;
  problemId: string;
  storeCode: StoreCode;
}) {
  return (
    <figure className="dl-sticker" aria-busy={tracing}>
      <div className="dl-sticker__stage">{outline ? <OutlineDrawing outline={outline} imageUrl={imageUrl} storeCode={storeCode} /> : null}</div>
      <figcaption>
        {tracing ? (
          <span role="status" className="dl-muted">
            Tracing the cut line…
          </span>
        ) : null}
        {outline && !problem ? (
          <span className="dl-sticker__size">
            Sticker size <strong>{sizeText(outline.width_in, outline.height_in, storeCode)}</strong> (your art {sizeText(outline.artwork_width_in, outline.artwork_height_in, storeCode)})
          </span>
        ) : null}
      </figcaption>
      {problem ? (
        <p id={problemId} role="alert" className="dl-error">
          {problem}
        </p>
      ) : null}
    </figure>
  );
}

function OutlineDrawing({ outline, imageUrl, storeCode }: { outline: StickerCutlinesResponse; imageUrl: string; storeCode: StoreCode }) {
  const { box, path } = outline;
  const scale = PREVIEW_PX / Math.max(box.width, box.height);
  return (
    <svg
      className="dl-sticker__drawing"
      role="img"
      aria-label={stickerPreviewLabel(outline, storeCode)}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      width={Math.max(1, Math.round(box.width * scale))}
      height={Math.max(1, Math.round(box.height * scale))}
    >
      <path className="dl-sticker__backing" d={path} fill="#fff" />
      <image href={imageUrl} x={0} y={0} width={outline.artwork_width_in} height={outline.artwork_height_in} preserveAspectRatio="none" />
      <path className="dl-sticker__halo" d={path} fill="none" stroke="#fff" strokeWidth={4} vectorEffect="non-scaling-stroke" />
      <path className="dl-sticker__cut" d={path} fill="none" stroke="#c2007a" strokeWidth={2} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
