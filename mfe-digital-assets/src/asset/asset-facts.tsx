import type { DigitalAsset } from '@storefront/contracts';

/** Formats and tags as a description list. */
export function AssetFacts({ asset }: { asset: Pick<DigitalAsset, 'formats' | 'tags' | 'catalog_number'> }) {
  return (
    <dl className="da-facts">
      {asset.formats.length > 0 ? (
        <div className="da-facts__row">
          <dt>Formats</dt>
          <dd>{asset.formats.map((f) => f.toUpperCase()).join(', ')}</dd>
        </div>
      ) : null}
      {asset.tags.length > 0 ? (
        <div className="da-facts__row">
          <dt>Tags</dt>
          <dd>
            <ul className="da-tags" aria-label="Tags">
              {asset.tags.map((tag) => (
                <li key={tag} className="da-tag">
                  {tag}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div className="da-facts__row">
        <dt>Catalog number</dt>
        <dd>{asset.catalog_number}</dd>
      </div>
    </dl>
  );
}
