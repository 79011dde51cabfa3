import type { DtfArtwork } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { useStoreWords } from '@storefront/ui';
import { formatMoment, formatPixels, operationName } from '../dtf-format';
import type { ArtworkModel } from './artwork.store';

/** Every version, newest first: what made it and when; any but the one in use can be chosen again (undo). */
export function VersionHistory({ model, artwork, locked, storeCode }: { model: ArtworkModel; artwork: DtfArtwork; locked: boolean; storeCode: StoreCode }) {
  const { Colour } = useStoreWords();
  const versions = [...artwork.versions].sort((a, b) => b.version - a.version);
  return (
    <section className="dl-panel" aria-labelledby="dl-history-title">
      <h2 id="dl-history-title">History</h2>
      <ol className="dl-history" aria-labelledby="dl-history-title">
        {versions.map((v) => {
          const inUse = v.version === artwork.current_version;
          const what = operationName(v.operation, Colour);
          return (
            <li key={v.version} className="dl-history__item" aria-current={inUse ? 'true' : undefined}>
              <div>
                <p className="dl-history__what">
                  Version {v.version}: {what}
                </p>
                <p className="dl-muted">
                  <time dateTime={v.created_at}>{formatMoment(v.created_at, storeCode)}</time> · {formatPixels(v.width, v.height, storeCode)}
                </p>
              </div>
              {inUse ? (
                <strong className="dl-history__current">In use</strong>
              ) : (
                <button
                  type="button"
                  className="sf-button sf-button--small"
                  disabled={locked}
                  aria-label={`Use this version (version ${v.version}, ${what})`}
                  onClick={() => void model.chooseVersion(v.version)}
                >
                  Use this version
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
