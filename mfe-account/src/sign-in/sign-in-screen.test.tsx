import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fixtureHttp, httpError } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';
import { CART_CHANGED_EVENT, SESSION_CHANGED_EVENT } from '@storefront/ui';

const SIGN_IN = 'POST /api/v2/sign_in.json';
const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };

async function fillAndSend(email = 'Ann@Example.com', password = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('sign in', () => {
  it('signs in, tells the header (session and cart changed), then goes to the same-origin return_to', async () => {
    const fx = fixtureHttp({ [SIGN_IN]: ann });
    const heard: string[] = [];
    const listen = (e: Event) => heard.push(e.type);
    window.addEventListener(SESSION_CHANGED_EVENT, listen);
    window.addEventListener(CART_CHANGED_EVENT, listen);
    const { navigate } = renderAccount({ url: '/account/sign-in?return_to=%2Forders%3Fpage%3D2', http: fx.http });
    expect(document.title).toBe('Sign in | Inkwell Supply Co.');
    await fillAndSend();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders?page=2'));
    expect(fx.callsTo(SIGN_IN)[0]?.body).toEqual({ email: 'Ann@Example.com', password: 'correct horse battery' });
    expect(heard.sort()).toEqual([CART_CHANGED_EVENT, SESSION_CHANGED_EVENT]);
    window.removeEventListener(SESSION_CHANGED_EVENT, listen);
    window.removeEventListener(CART_CHANGED_EVENT, listen);
  });

  it('ignores a return_to that leaves the site and goes to the store\'s account page', async () => {
    const fx = fixtureHttp({ [SIGN_IN]: ann });
    const { navigate } = renderAccount({ url: '/ca/account/sign-in?return_to=%2F%2Fevil.example%2Fx', http: fx.http });
    await fillAndSend();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/account'));
  });

  it('shows the one generic message for a wrong password or an unknown email, and stays on the form', async () => {
    const fx = fixtureHttp({ [SIGN_IN]: httpError(401, { code: 'invalid_credentials', message: 'Email or password is incorrect' }) });
    const { navigate } = renderAccount({ url: '/account/sign-in', http: fx.http });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says how long to wait after too many attempts (429 with the server\'s Retry-After wording)', async () => {
    const fx = fixtureHttp({
      [SIGN_IN]: httpError(429, { code: 'rate_limited', message: 'Too many sign-in attempts. Please try again in 12 minutes.' }),
    });
    renderAccount({ url: '/account/sign-in', http: fx.http });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 12 minutes.');
  });

  it('falls back to "Too many attempts" when a 429 carries no message of ours', async () => {
    const fx = fixtureHttp({ [SIGN_IN]: httpError(429) });
    renderAccount({ url: '/account/sign-in', http: fx.http });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('marks the fields a 400 names, with their messages tied to them', async () => {
    const fx = fixtureHttp({
      [SIGN_IN]: httpError(400, { code: 'invalid_request', message: 'email: must be a valid email address', fieldErrors: { email: ['must be a valid email address'] } }),
    });
    renderAccount({ url: '/account/sign-in', http: fx.http });
    await fillAndSend('not-an-email');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('disables the button while signing in and sends a double submit once', async () => {
    const answer = deferred<unknown>();
    const fx = fixtureHttp({ [SIGN_IN]: () => answer.promise });
    const { navigate } = renderAccount({ url: '/account/sign-in', http: fx.http });
    const user = await fillAndSend();
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fx.callsTo(SIGN_IN)).toHaveLength(1);
    answer.resolve(ann);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
  });
});

describe('sign up', () => {
  it('creates the account and signs in, then follows return_to', async () => {
    const fx = fixtureHttp({ 'POST /api/v2/sign_up.json': ann });
    const { navigate } = renderAccount({ url: '/account/sign-up?return_to=%2Fcheckout', http: fx.http });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
    expect(fx.calls[0]?.body).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'long enough pass' });
  });

  it('shows a taken email (409) beside the email field, and password rules from a 400', async () => {
    const fx = fixtureHttp({
      'POST /api/v2/sign_up.json': httpError(409, { code: 'email_taken', message: 'An account with this email already exists. Sign in instead.' }),
    });
    renderAccount({ url: '/account/sign-up', http: fx.http });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.');

    fx.routes['POST /api/v2/sign_up.json'] = httpError(400, {
      code: 'invalid_request',
      message: 'password: must be at least 10 characters',
      fieldErrors: { password: ['must be at least 10 characters'] },
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 10 characters. Password must be at least 10 characters'));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
