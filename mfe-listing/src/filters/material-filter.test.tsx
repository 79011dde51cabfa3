import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listing } from '../fixtures/catalog';
import { fakeHttp } from '../fixtures/fake-http';
import { navigatedTo, renderArea, setViewportWidth } from '../fixtures/render-area';
import { MaterialFilter } from './material-filter';
import { facets } from '../fixtures/catalog';

const materials = facets().materials;

function renderFilter(search: string, locked = false) {
  const go = vi.fn((_href: string) => true);
  const loc = { pathname: '/t-shirts', params: new URLSearchParams(search) };
  render(<MaterialFilter materials={materials} loc={loc} locked={locked} go={go} />);
  return { go };
}

const minSlider = () => screen.getByRole('slider', { name: 'Minimum percentage' });
const maxSlider = () => screen.getByRole('slider', { name: 'Maximum percentage' });
const applyButton = () => screen.getByRole('button', { name: 'Apply material filter' });

describe('material percentage filter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the slider disabled until a material is chosen', async () => {
    const user = userEvent.setup();
    renderFilter('');
    expect(minSlider()).toBeDisabled();
    expect(maxSlider()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'cotton');
    expect(minSlider()).toBeEnabled();
    expect(maxSlider()).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Material' }), '');
    expect(minSlider()).toBeDisabled();
  });

  it('enables Apply only for a chosen material with a value above 0, and writes {material}_range=min,max', async () => {
    const user = userEvent.setup();
    const { go } = renderFilter('sort=newest&page=3&per_page=96&query=tee');
    expect(applyButton()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'cotton');
    expect(applyButton()).toBeDisabled(); // 0–100 % narrows nothing
    fireEvent.change(minSlider(), { target: { value: '30' } });
    expect(minSlider()).toHaveAttribute('aria-valuetext', '30%');
    expect(applyButton()).toBeEnabled();
    await user.click(applyButton());
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0], 'http://shop.test');
    expect(url.pathname).toBe('/t-shirts');
    expect(url.searchParams.get('cotton_range')).toBe('30,100');
    // page, per_page and query go; the sort stays
    expect([...url.searchParams.keys()]).toEqual(['sort', 'cotton_range']);
  });

  it('starts from the active filter, enables Apply only when the choice differs, and shows Clear', async () => {
    const user = userEvent.setup();
    const { go } = renderFilter('cotton_range=20,80&page=2');
    expect(screen.getByRole('combobox', { name: 'Material' })).toHaveValue('cotton');
    expect(minSlider()).toHaveValue('20');
    expect(maxSlider()).toHaveValue('80');
    expect(applyButton()).toBeDisabled();
    fireEvent.change(maxSlider(), { target: { value: '90' } });
    expect(applyButton()).toBeEnabled();
    fireEvent.change(maxSlider(), { target: { value: '80' } });
    expect(applyButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear material filter' }));
    expect(go).toHaveBeenCalledWith('/t-shirts');
  });

  it('shows no Clear button without an active material filter, and disables buttons while locked', () => {
    renderFilter('cotton_range=20,80', true);
    expect(applyButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear material filter' })).toBeDisabled();
  });

  it('has no Clear button when no material filter is in the address', () => {
    renderFilter('sort=newest');
    expect(screen.queryByRole('button', { name: 'Clear material filter' })).not.toBeInTheDocument();
  });

  it('in the listing, applying navigates to the new range and keeps the thumbs from crossing', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const http = fakeHttp(() => listing());
    const { navigate } = renderArea({ url: '/t-shirts?per_page=24&page=2&polyester_range=0,50', http });
    const aside = await screen.findByRole('complementary', { name: 'Filters' });
    const form = within(aside).getByRole('form', { name: 'Material percentage' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Material' }), 'cotton');
    act(() => {
      fireEvent.change(within(form).getByRole('slider', { name: 'Maximum percentage' }), { target: { value: '40' } });
      fireEvent.change(within(form).getByRole('slider', { name: 'Minimum percentage' }), { target: { value: '70' } });
    });
    await user.click(within(form).getByRole('button', { name: 'Apply material filter' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigatedTo(navigate).search).toBe('?cotton_range=40%2C40');
  });
});
