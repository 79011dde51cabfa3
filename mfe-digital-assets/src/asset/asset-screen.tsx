import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PageData, ScreenData } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { NOT_FOUND_TITLE, pageTitle } from '@storefront/store-config';
import { LoadFailed, Spinner, useDocumentTitle } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { AssetNotFound } from './asset-not-found';
import { AssetView } from './asset-view';
import { createAssetModel, firstAssetState, type AssetPlace } from './asset.store';

export interface AssetScreenProps {
  api: DigitalAssetsApi;
  http: HttpClient;
  place: AssetPlace;
  pageData: PageData;
  initialData: ScreenData | null;
}

/**
 * /digital-assets/{slug}.html: the inlined asset (rendered on the server too), else fetched; an
 * unknown slug shows "not found", any other failure the reason and "Try again".
 */
export function AssetScreen({ api, http, place, pageData, initialData }: AssetScreenProps) {
  // made once per mount, from the inlined answer, so the first render already shows the asset
  const [model] = useState(() => createAssetModel(api, place, firstAssetState(place, pageData, initialData)));
  const { status, answer, problem } = useStore(model.store);
  useEffect(() => {
    void model.start();
  }, [model]);
  // the gateway's <title> spells it the same way (services/gateway document/seo.ts)
  useDocumentTitle(status === 'ready' && answer ? pageTitle(answer.asset.title, answer.asset.author) : status === 'not-found' ? NOT_FOUND_TITLE : null);

  if (status === 'ready' && answer) return <AssetView answer={answer} api={api} http={http} csrfToken={pageData.csrfToken} />;
  if (status === 'not-found') return <AssetNotFound />;
  if (status === 'failed') return <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} />;
  return (
    <div className="da-loading">
      <Spinner label="Loading design" visibleLabel />
    </div>
  );
}
