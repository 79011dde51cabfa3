import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { renderHeader, routeTo } from '../header.fixtures';

const form = () => screen.getByRole('search', { name: 'Product search' });
const input = () => within(form()).getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });
const category = (name: string) => within(form()).getByRole('button', { name });
const submit = () => within(form()).getByRole('button', { name: 'Search' });

afterEach(() => vi.useRealTimers());

describe('search form', () => {
  it.each([
    ['Custom shirts', '/?search=hoodie&line_filter=Customizable'],
    ['Blank apparel', '/?search=hoodie&line_filter=Blanks'],
    ['All', '/?search=hoodie'],
  ])('the %s category searches %s', async (label, url) => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(category(label === 'All' ? 'Blank apparel' : 'All')); // start from another choice
    await user.click(category(label));
    for (const name of ['All', 'Custom shirts', 'Blank apparel']) {
      expect(category(name)).toHaveAttribute('aria-pressed', String(name === label));
    }
    await user.type(input(), '  hoodie {Enter}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('keeps the store prefix and encodes the term', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader({ url: '/ca/transfers' });
    await user.click(category('Custom shirts'));
    await user.type(input(), 'tie & dye');
    await user.click(submit());
    expect(navigate).toHaveBeenCalledWith('/ca?search=tie+%26+dye&line_filter=Customizable');
  });

  it.each([
    ['/', 'All', '/?search=tote+bag'],
    ['/ca/transfers', 'Custom shirts', '/ca?search=tote+bag&line_filter=Customizable'],
    ['/hoodies', 'Blank apparel', '/?search=tote+bag&line_filter=Blanks'],
  ])('before its script runs, a search typed on %s in %s submits natively to %s', async (url, label, expected) => {
    const user = userEvent.setup();
    renderHeader({ url });
    await user.click(category(label));
    await user.type(input(), 'tote bag');
    // what the browser itself would request for this GET form: the action with the form's fields
    const el = form() as HTMLFormElement;
    expect(el.method).toBe('get');
    const target = new URL(el.getAttribute('action')!, 'http://shop.test');
    target.search = new URLSearchParams(new FormData(el) as unknown as Record<string, string>).toString();
    expect(`${target.pathname}${target.search}`).toBe(expected);
  });

  it('shows what a results page searched for, and follows navigation', () => {
    renderHeader({ url: '/?search=tote&line_filter=Blanks' });
    expect(input()).toHaveValue('tote');
    expect(category('Blank apparel')).toHaveAttribute('aria-pressed', 'true');
    act(() => routeTo('/'));
    expect(input()).toHaveValue('');
    expect(category('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('uses native validity: required, at least 2 and at most 200 characters, without the browser bubble', () => {
    renderHeader();
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('minlength', '2');
    expect(input()).toHaveAttribute('maxlength', '200');
    expect(form()).toHaveAttribute('novalidate');
  });

  it('an empty search shows the validation message for 3 s and does not navigate', () => {
    vi.useFakeTimers();
    const { navigate } = renderHeader();
    fireEvent.click(submit());
    const popup = screen.getByRole('alert');
    expect(popup).toHaveTextContent(input().validationMessage);
    expect(input().validationMessage).not.toBe('');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(navigate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(TIMING.searchValidationPopupMs - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('a one-letter or blank search asks for at least 2 characters; focusing the input hides it', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.type(input(), 'a');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter at least 2 characters');

    act(() => input().focus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter at least 2 characters');
    expect(navigate).not.toHaveBeenCalled();

    // a fixed search goes through and clears the custom error
    await user.clear(input());
    await user.type(input(), 'ok{Enter}');
    expect(navigate).toHaveBeenCalledWith('/?search=ok');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a second invalid submit restarts the 3 s', () => {
    vi.useFakeTimers();
    renderHeader();
    fireEvent.click(submit());
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(submit());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
