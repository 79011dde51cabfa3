import { useState } from 'react';
import type { LicenceOffer } from '@storefront/contracts';
import { onDemand, useOnDemand } from '@storefront/ui';
import { LICENCE_TERMS_TITLE } from './licence-words';

/** The terms' dialog comes with its first opening: most shoppers never open it. */
const licenceTermsDialog = onDemand(() => import('./licence-terms-dialog').then((m) => m.LicenceTermsDialog));

/** "Licence terms": both licences' terms side by side in a dialog (Escape closes it, focus comes back here). */
export function LicenceTermsButton({ offers }: { offers: readonly LicenceOffer[] }) {
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(licenceTermsDialog);
  return (
    <>
      <button
        type="button"
        className="sf-button sf-button--link da-terms__open"
        aria-haspopup="dialog"
        aria-disabled={dialog.loading || undefined}
        aria-busy={dialog.loading || undefined}
        onClick={() => dialog.open(() => setOpen(true))}
        onPointerEnter={dialog.warm}
        onFocus={dialog.warm}
      >
        {dialog.loading ? 'Loading…' : LICENCE_TERMS_TITLE}
      </button>
      {dialog.problem ? (
        <span role="alert" className="da-problem">
          {dialog.problem}
        </span>
      ) : null}
      {open ? <licenceTermsDialog.Part offers={offers} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
