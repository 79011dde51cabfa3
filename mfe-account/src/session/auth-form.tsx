import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AccountUser } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { fieldBinder, Notice, useNavigate, useShop } from '@storefront/ui';
import { currentReturnTo, safeReturnTo } from '../return-to';
import { createAuthFormModel } from './auth-form.store';

/**
 * The state of a sign-in or sign-up form: its fields, the per-mount store that sends them once, and
 * on success the move to `?return_to=` (same-origin paths only) or the store's /account.
 */
export function useAuthForm<F extends Record<string, string>>(send: (body: F) => Promise<AccountUser>, empty: F) {
  const { code } = useShop();
  const navigate = useNavigate();
  const [fields, setFields] = useState(empty);
  const [model] = useState(() => createAuthFormModel(send, () => navigate(safeReturnTo(currentReturnTo(), code))));
  const state = useStore(model.store);
  return {
    state,
    busy: state.status !== 'idle',
    /** the TextField props of one field: its value, the server's errors for it, and its edits */
    field: fieldBinder(fields, state.fieldErrors, (name, value) => setFields((now) => ({ ...now, [name]: value }))),
    onSubmit(e: FormEvent) {
      e.preventDefault();
      void model.submit(fields);
    },
  };
}

/** The other auth form's address in this store, carrying `?return_to=` along so the shopper still lands where they were going. */
export function otherFormHref(path: '/account/sign-in' | '/account/sign-up', code: Parameters<typeof withStore>[1], search: string): string {
  const returnParam = new URLSearchParams(search).get('return_to');
  return withStore(path, code) + (returnParam ? `?return_to=${encodeURIComponent(returnParam)}` : '');
}

/** The frame both auth screens share: heading, the form-level message, the form, and the way to the other form. */
export function AuthFormFrame({
  title,
  form,
  submitLabel,
  busyLabel,
  footer,
  children,
}: {
  title: string;
  form: Pick<ReturnType<typeof useAuthForm>, 'state' | 'busy' | 'onSubmit'>;
  submitLabel: string;
  busyLabel: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="acc-auth" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {form.state.message ? <Notice tone="error">{form.state.message}</Notice> : null}
      <form className="acc-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
        {children}
        <button type="submit" className="sf-button sf-button--primary" disabled={form.busy}>
          {form.state.status === 'submitting' ? busyLabel : submitLabel}
        </button>
      </form>
      <p>{footer}</p>
    </section>
  );
}
