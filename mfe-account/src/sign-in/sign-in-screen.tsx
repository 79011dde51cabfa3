import { AppLink, TextField, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { AuthFormFrame, otherFormHref, useAuthForm } from '../session/auth-form';

/** /account/sign-in: email and password, then back to `?return_to=` (same-origin paths only) or /account. */
export function SignInScreen({ api, search }: { api: AccountApi; search: string }) {
  const { code } = useShop();
  const form = useAuthForm(api.signIn, { email: '', password: '' });
  const footer = (
    <>
      New here? <AppLink href={otherFormHref('/account/sign-up', code, search)}>Create an account</AppLink>
    </>
  );
  return (
    <AuthFormFrame title="Sign in" form={form} submitLabel="Sign in" busyLabel="Signing in…" footer={footer}>
      <TextField label="Email" type="email" name="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Password" type="password" name="password" autoComplete="current-password" required {...form.field('password')} />
    </AuthFormFrame>
  );
}
