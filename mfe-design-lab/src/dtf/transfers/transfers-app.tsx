import { useEffect, useState } from 'react';
import type { StoreCode } from '@storefront/store-config';
import { reportProblem } from '@storefront/telemetry';
import { useNavigate } from '@storefront/ui';
import type { DtfApi } from '../dtf-api';
import { artworkHref } from '../dtf-links';
import { ArtworkList } from './artwork-list';
import { createArtworksModel } from './artworks.store';
import { DropZone } from './drop-zone';
import { ProcessingDialog } from './processing-dialog';
import { createUploadSequence, type UploadSequenceOptions } from './upload-sequence.store';
import type { UploadArtwork } from './upload-artwork';

export interface TransfersAppProps {
  api: DtfApi;
  upload: UploadArtwork;
  storeCode: StoreCode;
  /** `?catalog_number=`: the product the artwork is for, sent with each file */
  catalogNumber: string | null;
  /** tests shorten the moment "Redirecting…" shows */
  redirectDelayMs?: UploadSequenceOptions['redirectDelayMs'];
  /** where a failed upload is reported: @storefront/telemetry unless a test listens itself */
  report?: UploadSequenceOptions['report'];
}

/** The drop zone, the upload dialog (§4 "Artwork processing") and "Your artwork". Browser only. */
export function TransfersApp({ api, upload, storeCode, catalogNumber, redirectDelayMs, report = (r) => void reportProblem(r) }: TransfersAppProps) {
  const navigate = useNavigate();
  const [list] = useState(() => createArtworksModel(api));
  const [sequence] = useState(() =>
    createUploadSequence({
      upload,
      fields: catalogNumber ? { catalog_number: catalogNumber } : {},
      artworkHref: (id) => artworkHref(id, storeCode),
      navigate,
      onKept: () => void list.load(),
      report,
      ...(redirectDelayMs === undefined ? {} : { redirectDelayMs }),
    }),
  );
  useEffect(() => {
    void list.load();
  }, [list]);
  useEffect(() => () => sequence.dispose(), [sequence]);

  return (
    <>
      <DropZone onFiles={(files) => void sequence.start(files)} />
      <ProcessingDialog sequence={sequence} />
      <ArtworkList model={list} storeCode={storeCode} />
    </>
  );
}
