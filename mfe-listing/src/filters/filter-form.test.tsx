import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facets, listing } from '../fixtures/catalog';
import { fakeHttp } from '../fixtures/fake-http';
import { goBack, navigatedTo, renderArea, setViewportWidth, singleSpaNavigate } from '../fixtures/render-area';

async function desktopFilters() {
  const aside = await screen.findByRole('complementary', { name: 'Filters' });
  return within(aside).getByRole('form', { name: 'Product filters' });
}

describe('desktop filter links and submit (§4)', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('a filter link toggles its checkbox and the submit navigates to the toggled URL', async () => {
    const user = userEvent.setup();
    const { navigate } = renderArea({ url: '/t-shirts?sort=newest&page=3', http: fakeHttp(() => listing()) });
    const form = await desktopFilters();
    const checkbox = within(form).getByRole('checkbox', { name: 'Transfers' });
    expect(checkbox).not.toBeChecked();
    const link = within(form).getByRole('link', { name: /^Transfers/ });
    // the link is real: without script (or in a new tab) it goes to the same toggled page
    expect(link).toHaveAttribute('href', '/t-shirts?sort=newest&line=transfers');

    await user.click(link);
    expect(checkbox).toBeChecked();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigatedTo(navigate).pathname).toBe('/t-shirts');
    expect(navigatedTo(navigate).search).toBe('?sort=newest&line=transfers');
  });

  it('brand radios hold one brand, and a brand page does not offer its own brand as a filter', async () => {
    const user = userEvent.setup();
    const first = renderArea({ url: '/?search=tee', http: fakeHttp(() => listing()) });
    const form = await desktopFilters();
    await user.click(within(form).getByRole('radio', { name: 'Gildan' }));
    await user.click(within(form).getByRole('link', { name: /^Bella\+Canvas/ }));
    expect(within(form).getByRole('radio', { name: 'Bella+Canvas' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Gildan' })).not.toBeChecked();
    expect(navigatedTo(first.navigate).search).toBe('?search=tee&brand=bella-canvas');
    first.unmount();

    renderArea({ url: '/brands/gildan', http: fakeHttp(() => listing()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gildan' })).toBeInTheDocument();
    expect(within(await desktopFilters()).queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('category radios on a search page: pick one, then uncheck it through its link', async () => {
    const user = userEvent.setup();
    const first = renderArea({ url: '/?search=tee', http: fakeHttp(() => listing()) });
    let form = await desktopFilters();
    const hoodies = within(form).getByRole('radio', { name: 'Hoodies' });
    await user.click(within(form).getByRole('link', { name: /^Hoodies/ }));
    expect(hoodies).toBeChecked();
    expect(navigatedTo(first.navigate).search).toBe('?search=tee&category=hoodies');
    first.unmount();

    const second = renderArea({ url: '/?search=tee&category=hoodies', http: fakeHttp(() => listing()) });
    form = await desktopFilters();
    expect(within(form).getByRole('radio', { name: 'Hoodies' })).toBeChecked();
    await user.click(within(form).getByRole('link', { name: /^Hoodies/ }));
    expect(within(form).getByRole('radio', { name: 'Hoodies' })).not.toBeChecked();
    expect(navigatedTo(second.navigate).search).toBe('?search=tee');
  });

  it('submit navigates once; buttons stay disabled until the page comes back from history', async () => {
    const user = userEvent.setup();
    const { navigate } = renderArea({ url: '/t-shirts', http: fakeHttp(() => listing()) });
    const form = await desktopFilters();
    const apply = within(form).getByRole('button', { name: 'Apply filters' });
    const link = within(form).getByRole('link', { name: /^Black/ });

    await user.dblClick(link);
    await user.click(within(form).getByRole('link', { name: /^White/ }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigatedTo(navigate).search).toBe('?color=black');
    // the second click of the double click was ignored, not toggled back
    expect(within(form).getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(apply).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply material filter' })).toBeDisabled();

    await user.click(apply);
    expect(navigate).toHaveBeenCalledTimes(1);

    // a bfcache restore without persisted is a fresh load: nothing to undo
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(apply).toBeDisabled();
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(apply).toBeEnabled();

    await user.click(apply);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(apply).toBeDisabled();
    act(() => goBack('/t-shirts'));
    expect(apply).toBeEnabled();
  });

  it('after the navigation lands, the new page’s filters work again', async () => {
    const user = userEvent.setup();
    const http = fakeHttp(({ params }) => listing({ title: params.has('size') ? 'T-Shirts in M' : 'T-Shirts' }));
    renderArea({ url: '/t-shirts', http, navigate: singleSpaNavigate });
    const form = await desktopFilters();
    await user.click(within(form).getByRole('checkbox', { name: 'M' }));
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'T-Shirts in M' })).toBeInTheDocument();
    expect(http.calls.map((c) => c.params.toString())).toEqual(['store=us&category=t-shirts', 'store=us&category=t-shirts&size=M']);
    const fresh = await desktopFilters();
    expect(within(fresh).getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(within(fresh).getByRole('button', { name: 'Apply filters' })).toBeEnabled();
  });

  it('a listing of designs offers their file formats and tags; the filter keeps the other group and the page', async () => {
    const user = userEvent.setup();
    const designs = listing({
      title: 'Digital Designs',
      facets: facets({
        formats: [
          { value: 'png', label: 'PNG', count: 3 },
          { value: 'pdf', label: 'PDF', count: 1 },
        ],
        tags: [
          { value: 'retro', label: 'retro', count: 2 },
          { value: 'wedding', label: 'wedding', count: 1 },
        ],
      }),
    });
    const { navigate } = renderArea({ url: '/digital-designs?tag=retro&page=2', http: fakeHttp(() => designs) });
    const form = await desktopFilters();
    const formats = within(form).getByRole('group', { name: 'File format' });
    const tags = within(form).getByRole('group', { name: 'Tag' });
    expect(within(tags).getByRole('checkbox', { name: 'retro' })).toBeChecked();
    expect(within(formats).getByRole('link', { name: /^PDF/ })).toHaveAttribute('href', '/digital-designs?tag=retro&format=pdf');
    await user.click(within(formats).getByRole('link', { name: /^PDF/ }));
    // the page goes (a new filter starts at page 1); the tag stays
    expect(Object.fromEntries(new URLSearchParams(navigatedTo(navigate).search))).toEqual({ tag: 'retro', format: 'pdf' });
  });

  it('a garment listing shows no format or tag filter', async () => {
    renderArea({ url: '/t-shirts', http: fakeHttp(() => listing()) });
    const form = await desktopFilters();
    expect(within(form).queryByRole('group', { name: 'File format' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Tag' })).not.toBeInTheDocument();
  });

  it('price inputs take dollars and send cents, in the right order', async () => {
    const user = userEvent.setup();
    const { navigate } = renderArea({ url: '/t-shirts?page=2', http: fakeHttp(() => listing()) });
    const form = await desktopFilters();
    await user.type(within(form).getByRole('spinbutton', { name: 'Min price (USD)' }), '30');
    await user.type(within(form).getByRole('spinbutton', { name: 'Max price (USD)' }), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(navigatedTo(navigate).search).toBe('?price_min=1250&price_max=3000');
  });
});
