/** A plain tee, front view, in a 100 × 100 box: enough to judge the art on the fabric's colour. */
const TEE_PATH = 'M30 8 L40 4 Q50 11 60 4 L70 8 L92 22 L84 37 L74 32 L74 96 L26 96 L26 32 L16 37 L8 22 Z';
/** The chest print area on that tee (about 12 × 16 in on an adult L, the common front print). */
const CHEST = { x: 35, y: 20, width: 30, height: 40 };

const GARMENTS = [
  { key: 'white', label: 'a white tee', fill: '#fbfbf8', stroke: '#c9ccd2' },
  { key: 'black', label: 'a black tee', fill: '#1c1d21', stroke: '#1c1d21' },
] as const;

/**
 * The version in use two ways: on a light and a dark checkerboard, so what is transparent shows as
 * transparent (a transfer prints nothing there), and on a white and a black tee, so a removed
 * background or a colour change is judged against the fabric it will be pressed on.
 */
export function ArtworkPreview({ name, url, version }: { name: string; url: string; version: number }) {
  return (
    <figure className="dl-preview">
      <div className="dl-preview__swatches">
        <div className="dl-preview__swatch dl-preview__swatch--light">
          <img src={url} alt={`${name}, version ${version}, on a light background`} decoding="async" />
        </div>
        <div className="dl-preview__swatch dl-preview__swatch--dark">
          <img src={url} alt={`${name}, version ${version}, on a dark background`} decoding="async" />
        </div>
        {GARMENTS.map((g) => (
          <svg key={g.key} className={`dl-preview__garment dl-preview__garment--${g.key}`} viewBox="0 0 100 100" role="img" aria-label={`${name}, version ${version}, on ${g.label}`}>
            <path d={TEE_PATH} fill={g.fill} stroke={g.stroke} strokeWidth={0.6} strokeLinejoin="round" />
            <image href={url} {...CHEST} preserveAspectRatio="xMidYMin meet" />
          </svg>
        ))}
      </div>
      <figcaption className="dl-muted">The checkerboards show where your artwork is transparent: nothing is printed there, and the shirt shows through, as on the tees.</figcaption>
    </figure>
  );
}
