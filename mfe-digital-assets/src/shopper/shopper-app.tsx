import { useEffect, useState } from 'react';
import { useNavigate, useShop } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { PrintDialog, PRINT_TITLE } from '../print/print-dialog';
import type { PrintApi } from '../print/print-api';
import type { PrintTransport } from '../print/print-transport';
import { reportProblem } from '@storefront/telemetry';
import { createPrintModel } from '../print/print.store';
import { FileList } from '../uploads/file-list';
import { UploadArea } from '../uploads/upload-area';
import type { UploadAssetFile } from '../uploads/upload-asset-file';
import type { UploadsApi } from '../uploads/uploads-api';
import { createUploadsModel } from '../uploads/uploads.store';

export interface ShopperAppProps {
  uploadsApi: UploadsApi;
  printApi: PrintApi & Pick<DigitalAssetsApi, 'addToCart'>;
  upload: UploadAssetFile;
  transport: PrintTransport;
  slug: string | null;
  /** tests shorten the moment "Redirecting…" shows */
  redirectDelayMs?: number;
}

/** The upload area, the file list and "Send to print" with its dialog. Browser only, per shopper. */
export function ShopperApp({ uploadsApi, printApi, upload, transport, slug, redirectDelayMs }: ShopperAppProps) {
  const navigate = useNavigate();
  const { code } = useShop();
  const [uploads] = useState(() => createUploadsModel({ api: uploadsApi, upload, slug }));
  const [print] = useState(() =>
    createPrintModel({
      api: printApi,
      transport,
      storeCode: code,
      uploadedFile: (id) => uploads.store.getState().files.find((f) => f.id === id),
      navigate,
      // §8: a failed hand-over to the DTF upload is tracked, as the design lab's own uploads are
      report: (r) => void reportProblem(r),
      ...(redirectDelayMs === undefined ? {} : { redirectDelayMs }),
    }),
  );
  useEffect(() => {
    void uploads.load();
    return () => uploads.dispose();
  }, [uploads]);
  useEffect(() => () => print.dispose(), [print]);

  return (
    <div className="da-shopper">
      <UploadArea model={uploads} />
      <FileList model={uploads} />
      <p className="da-shopper__print">
        <button type="button" className="sf-button sf-button--primary" aria-haspopup="dialog" onClick={() => void print.open()}>
          {PRINT_TITLE}
        </button>
      </p>
      <PrintDialog model={print} uploads={uploads} />
    </div>
  );
}
