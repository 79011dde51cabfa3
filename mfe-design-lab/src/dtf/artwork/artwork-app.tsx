import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { DtfArtwork, DtfConfigResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { AppLink, LoadFailed } from '@storefront/ui';
import type { DtfApi } from '../dtf-api';
import { formatPixels } from '../dtf-format';
import { transfersHref } from '../dtf-links';
import { createAddTransfersModel } from './add-transfers.store';
import { ArtworkPreview } from './artwork-preview';
import { createArtworkModel, type ArtworkModel, type ArtworkOptions } from './artwork.store';
import { createSizePriceModel, type SizePriceModel } from './size-price.store';
import { SizePanel } from './size-panel';
import type { SpangleApi } from './spangles/spangle-api';
import { SpanglesPanel } from './spangles/spangles-panel';
import type { StickerApi } from './stickers/sticker-api';
import { StickersPanel } from './stickers/stickers-panel';
import { ToolsPanel } from './tools-panel';
import { firstChoice, presetWidth, readSize } from './transfer-size';
import { VersionHistory } from './version-history';

export interface ArtworkAppProps {
  api: DtfApi;
  /** the sticker panel's calls (cut lines, sticker prices, sticker_add) */
  stickerApi: StickerApi;
  /** the spangle panel's calls (the stone pattern with its price, spangle_add) */
  spangleApi: SpangleApi;
  storeCode: StoreCode;
  id: string;
  /** the transfer product priced (dtf-links' DTF_BY_SIZE_PRODUCT unless `?product=`) */
  product: string;
  /** tests shorten the job polling and the pause before a price (or a sticker's cut line, or a spangle pattern) is asked */
  pollMs?: ArtworkOptions['pollMs'];
  priceDelayMs?: number;
}

/** The artwork: preview, tools with their progress, versions (undo), its printed size and price, and Add to cart; stickers and spangles of it. Browser only. */
export function ArtworkApp({ api, stickerApi, spangleApi, storeCode, id, product, pollMs, priceDelayMs }: ArtworkAppProps) {
  const [model] = useState(() => createArtworkModel({ api, id, storeCode, ...(pollMs === undefined ? {} : { pollMs }) }));
  const state = useStore(model.store);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="dl-dtf__loading">
        Loading your artwork…
      </p>
    );
  }
  if (state.status === 'missing') {
    return (
      <div className="dl-choose">
        <p role="alert" className="dl-error">
          We couldn’t find that artwork. It may have been deleted.
        </p>
        <p>
          <AppLink href={transfersHref(storeCode)}>Choose an artwork</AppLink> of yours, or upload a new one.
        </p>
      </div>
    );
  }
  if (state.status === 'failed' || !state.artwork || !state.config) {
    return <LoadFailed message={state.problem ?? 'Your artwork could not be loaded.'} onRetry={() => void model.load()} />;
  }
  return (
    <ReadyArtwork
      model={model}
      artwork={state.artwork}
      config={state.config}
      api={api}
      stickerApi={stickerApi}
      spangleApi={spangleApi}
      storeCode={storeCode}
      product={product}
      priceDelayMs={priceDelayMs}
    />
  );
}

function ReadyArtwork({
  model,
  artwork,
  config,
  api,
  stickerApi,
  spangleApi,
  storeCode,
  product,
  priceDelayMs,
}: {
  model: ArtworkModel;
  artwork: DtfArtwork;
  config: DtfConfigResponse;
  api: DtfApi;
  stickerApi: StickerApi;
  spangleApi: SpangleApi;
  storeCode: StoreCode;
  product: string;
  priceDelayMs: number | undefined;
}) {
  const state = useStore(model.store);
  const [sizes] = useState<SizePriceModel>(() => {
    const choice = firstChoice(config, artwork);
    const preset = config.transfer.size_presets[Number(choice.slice('preset:'.length))];
    const customWidth = preset ? String(presetWidth(artwork, preset)) : '';
    return createSizePriceModel({ api, product, choice, customWidth, ...(priceDelayMs === undefined ? {} : { delayMs: priceDelayMs }) });
  });
  useEffect(() => () => sizes.dispose(), [sizes]);
  const [cart] = useState(() => createAddTransfersModel(api));
  const size = useStore(sizes.store);
  // the size follows the version in use: a refined version has more pixels, so a sharper print
  const reading = readSize(config, artwork, size.choice, size.customWidth);
  const current = artwork.versions.find((v) => v.version === artwork.current_version);

  return (
    <div className="dl-artwork">
      <p className="dl-artwork__name">
        <strong>{artwork.name}</strong> · {formatPixels(artwork.width, artwork.height, storeCode)} · <AppLink href={transfersHref(storeCode)}>All your artwork</AppLink>
      </p>
      <div className="dl-artwork__main">
        <ArtworkPreview name={artwork.name} url={current?.url ?? artwork.url} version={artwork.current_version} />
        <div className="dl-artwork__panels">
          <ToolsPanel model={model} state={state} widthIn={reading.ok && reading.fits ? reading.widthIn : null} storeCode={storeCode} />
          <SizePanel model={sizes} state={size} config={config} pixels={artwork} reading={reading} storeCode={storeCode} cart={cart} artworkId={artwork.id} />
          <StickersPanel api={stickerApi} artwork={artwork} config={config} storeCode={storeCode} {...(priceDelayMs === undefined ? {} : { delayMs: priceDelayMs })} />
          <SpanglesPanel api={spangleApi} artwork={artwork} config={config} storeCode={storeCode} {...(priceDelayMs === undefined ? {} : { delayMs: priceDelayMs })} />
          <VersionHistory model={model} artwork={artwork} locked={state.job?.status === 'running' || state.busy !== null} storeCode={storeCode} />
        </div>
      </div>
    </div>
  );
}
