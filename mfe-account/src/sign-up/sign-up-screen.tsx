import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { PASSWORD_MIN_LENGTH } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Notice, TextField, useNavigate, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { currentReturnTo, safeReturnTo } from '../return-to';
import { createAuthFormModel } from '../session/auth-form.store';

/** /account/sign-up: name, email and password; signed in at once, then on to `?return_to=` or /account. */
export function SignUpScreen({ api, search }: { api: AccountApi; search: string }) {
  const { code } = useShop();
  const navigate = useNavigate();
  const returnParam = new URLSearchParams(search).get('return_to');
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const [model] = useState(() => createAuthFormModel(api.signUp, () => navigate(safeReturnTo(currentReturnTo(), code))));
  const state = useStore(model.store);
  const busy = state.status !== 'idle';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit(fields);
  };

  const signInHref = withStore('/account/sign-in', code) + (returnParam ? `?return_to=${encodeURIComponent(returnParam)}` : '');
  return (
    <section className="acc-auth" aria-labelledby="acc-sign-up-title">
      <h1 id="acc-sign-up-title">Create an account</h1>
      {state.message ? <Notice tone="error">{state.message}</Notice> : null}
      <form className="acc-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          error={state.fieldErrors.name}
          onValue={(value) => setFields({ ...fields, name: value })}
        />
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
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={fields.password}
          error={state.fieldErrors.password}
          onValue={(value) => setFields({ ...fields, password: value })}
        />
        <button type="submit" className="sf-button sf-button--primary" disabled={busy}>
          {state.status === 'submitting' ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p>
        Already have an account? <AppLink href={signInHref}>Sign in</AppLink>
      </p>
    </section>
  );
}
