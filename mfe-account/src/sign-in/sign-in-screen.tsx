import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, Notice, TextField, useNavigate, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { currentReturnTo, safeReturnTo } from '../return-to';
import { createAuthFormModel } from '../session/auth-form.store';

/** /account/sign-in: email and password, then back to `?return_to=` (same-origin paths only) or /account. */
export function SignInScreen({ api, search }: { api: AccountApi; search: string }) {
  const { code } = useShop();
  const navigate = useNavigate();
  const returnParam = new URLSearchParams(search).get('return_to');
  const [fields, setFields] = useState({ email: '', password: '' });
  const [model] = useState(() => createAuthFormModel(api.signIn, () => navigate(safeReturnTo(currentReturnTo(), code))));
  const state = useStore(model.store);
  const busy = state.status !== 'idle';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit(fields);
  };

  const signUpHref = withStore('/account/sign-up', code) + (returnParam ? `?return_to=${encodeURIComponent(returnParam)}` : '');
  return (
    <section className="acc-auth" aria-labelledby="acc-sign-in-title">
      <h1 id="acc-sign-in-title">Sign in</h1>
      {state.message ? <Notice tone="error">{state.message}</Notice> : null}
      <form className="acc-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          error={state.fieldErrors.email}
          onValue={(value) => setFields({ ...fields, email: value })}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={fields.password}
          error={state.fieldErrors.password}
          onValue={(value) => setFields({ ...fields, password: value })}
        />
        <button type="submit" className="sf-button sf-button--primary" disabled={busy}>
          {state.status === 'submitting' ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p>
        New here? <AppLink href={signUpHref}>Create an account</AppLink>
      </p>
    </section>
  );
}
