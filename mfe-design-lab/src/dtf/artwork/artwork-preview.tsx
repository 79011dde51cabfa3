/**
 * The version in use on a light and a dark swatch, each a checkerboard in its own tones so what is
 * transparent shows as transparent (a transfer prints nothing there: the garment shows through).
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
      </div>
      <figcaption className="dl-muted">The checkerboard shows where your artwork is transparent: nothing is printed there.</figcaption>
    </figure>
  );
}
