import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AddressBody, SavedAddress } from '@storefront/contracts';
import { ConfirmDialog, LoadFailed, Notice, PostalAddress, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { Loading, SignInRedirect } from '../screen/load-states';
import { AddressForm } from './address-form';
import { bodyOf, createAddressesModel } from './addresses.store';

/** /account/addresses: list, add, edit, delete (after a confirmation) and choose the default. */
export function AddressesScreen({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [{ store, actions }] = useState(() => createAddressesModel(api));
  const s = useStore(store);
  useEffect(() => void actions.load(), [actions]);

  const blank: AddressBody = { name: '', line1: '', line2: null, city: '', region: '', postal_code: '', country: code === 'ca' ? 'CA' : 'US', phone: null, is_default: false };
  const editing = s.editor?.mode === 'edit' ? s.addresses.find((a) => s.editor?.mode === 'edit' && a.id === s.editor.id) : undefined;
  const confirming = s.addresses.find((a) => a.id === s.confirmingDelete);

  if (s.status === 'loading') return <Loading label="Loading addresses" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  if (s.status === 'error') return <LoadFailed className="acc-failed" message={s.loadError ?? 'Addresses could not be loaded.'} onRetry={() => void actions.load()} />;

  return (
    <section className="acc-page" aria-labelledby="acc-addresses-title">
      <h1 id="acc-addresses-title">Your addresses</h1>
      {s.listMessage ? <Notice tone="error">{s.listMessage}</Notice> : null}
      {s.editor ? (
        <AddressForm
          // a fresh form for each address edited
          key={s.editor.mode === 'edit' ? s.editor.id : 'new'}
          title={s.editor.mode === 'new' ? 'Add an address' : 'Edit address'}
          initial={editing ? bodyOf(editing) : blank}
          saving={s.saving}
          fieldErrors={s.fieldErrors}
          message={s.formMessage}
          onSave={(body) => void actions.save(body)}
          onCancel={actions.closeEditor}
        />
      ) : (
        <button type="button" className="sf-button sf-button--primary" onClick={actions.startNew}>
          Add an address
        </button>
      )}
      {s.addresses.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className="acc-addresses">
          {s.addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={s.busyId === a.id}
              onEdit={() => actions.startEdit(a.id)}
              onDelete={() => actions.askDelete(a.id)}
              onMakeDefault={() => void actions.makeDefault(a.id)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Delete this address?"
        description={confirming ? `${confirming.name}, ${confirming.line1}, ${confirming.city} will be removed from your account.` : ''}
        confirmLabel="Delete address"
        cancelLabel="Keep it"
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </section>
  );
}

function AddressCard({ address: a, busy, onEdit, onDelete, onMakeDefault }: { address: SavedAddress; busy: boolean; onEdit(): void; onDelete(): void; onMakeDefault(): void }) {
  const label = `${a.name}, ${a.line1}`;
  return (
    <li className="acc-address" aria-label={label} aria-busy={busy}>
      <PostalAddress address={a} withPhone className="acc-address-text" />
      {a.is_default ? <p className="acc-badge">Default address</p> : null}
      <div className="acc-actions">
        <button type="button" className="acc-link-button" onClick={onEdit} aria-label={`Edit ${label}`} disabled={busy}>
          Edit
        </button>
        <button type="button" className="acc-link-button" onClick={onDelete} aria-label={`Delete ${label}`} disabled={busy}>
          Delete
        </button>
        {a.is_default ? null : (
          <button type="button" className="acc-link-button" onClick={onMakeDefault} aria-label={`Make ${label} the default`} disabled={busy}>
            Make default
          </button>
        )}
      </div>
    </li>
  );
}
