import { PASSWORD_MIN_LENGTH } from '@storefront/contracts';
import { AppLink, TextField, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { AuthFormFrame, otherFormHref, useAuthForm } from '../session/auth-form';

/** /account/sign-up: name, email and password; signed in at once, then on to `?return_to=` or /account. */
export function SignUpScreen({ api, search }: { api: AccountApi; search: string }) {
  const { code } = useShop();
  const form = useAuthForm(api.signUp, { name: '', email: '', password: '' });
  const footer = (
    <>
      Already have an account? <AppLink href={otherFormHref('/account/sign-in', code, search)}>Sign in</AppLink>
    </>
  );
  return (
    <AuthFormFrame title="Create an account" form={form} submitLabel="Create account" busyLabel="Creating account…" footer={footer}>
      <TextField label="Name" name="name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email" type="email" name="email" autoComplete="email" required {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...form.field('password')}
      />
    </AuthFormFrame>
  );
}
