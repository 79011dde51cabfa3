import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductCustomization } from '@storefront/contracts';
import { customizableAs, FixtureHttpError, fixtureCatalog, notCustomizable, type CustomizationAnswer } from '../fixtures/fixture-http';
import { blankTee, blankTeeCa, transfer } from '../fixtures/products';
import { goTo, renderPdp } from '../fixtures/render-pdp';

const customize = () => screen.queryByRole('link', { name: 'Customize' });
const colours = () => screen.getByRole('radiogroup', { name: /^Colou?r: / });

/** An answer that never comes: what the page shows before the catalog has answered. */
const never: CustomizationAnswer = () => new Promise<ProductCustomization>(() => {});

describe('"Customize" on a product the design lab opens', () => {
  it('links to the design lab on the selected colour once the catalog says so, asked after the product painted', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, customizableAs('heavy-cotton-tee'));
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });

    // the product is on screen at once; the question goes out beside it
    expect(screen.getByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Customize' });
    expect(link).toHaveAttribute('href', '/design-lab?product=heavy-cotton-tee&color=101');
    expect(catalog.customizationCalls).toEqual([{ path: '/api/products/5000/cp', params: { store: 'us' } }]);
    // the inlined product was enough: the product itself was not asked for again
    expect(catalog.calls).toEqual([]);
  });

  it('follows the colour the shopper picks', async () => {
    const user = userEvent.setup();
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, customizableAs('heavy-cotton-tee'));
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    expect(await screen.findByRole('link', { name: 'Customize' })).toHaveAttribute('href', '/design-lab?product=heavy-cotton-tee&color=101');

    await user.click(within(colours()).getByRole('radio', { name: 'Heather Grey' }));
    expect(customize()).toHaveAttribute('href', '/design-lab?product=heavy-cotton-tee&color=102');
    // and ?color= on arrival, or from Back/Forward
    act(() => goTo('/heavy-cotton-tee.html?color=101'));
    expect(customize()).toHaveAttribute('href', '/design-lab?product=heavy-cotton-tee&color=101');
    // one question for the product, whatever the colour
    expect(catalog.customizationCalls).toHaveLength(1);
  });

  it('opens the Canadian store’s design lab, with the made product’s own slug', async () => {
    const catalog = fixtureCatalog({ ca: [blankTeeCa] }, undefined, customizableAs('classic-made-tee'));
    renderPdp({ url: '/ca/heavy-cotton-tee.html?color=102', product: blankTeeCa, catalog });
    expect(await screen.findByRole('link', { name: 'Customize' })).toHaveAttribute('href', '/ca/design-lab?product=classic-made-tee&color=102');
    expect(catalog.customizationCalls).toEqual([{ path: '/api/products/5000/cp', params: { store: 'ca' } }]);
  });

  it('is a link the keyboard reaches and follows, through the shell’s navigation', async () => {
    const user = userEvent.setup();
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, customizableAs('heavy-cotton-tee'));
    const { navigate } = renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const link = await screen.findByRole('link', { name: 'Customize' });

    // next after the brand in the tab order
    screen.getByRole('link', { name: 'Gildan' }).focus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/design-lab?product=heavy-cotton-tee&color=101');
  });

  it('is in the first render of a made product’s page (/made/products/…), before the catalog answers', () => {
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, never);
    renderPdp({ url: '/made/products/tees/heavy-cotton-tee', product: blankTee, catalog });
    expect(customize()).toHaveAttribute('href', '/design-lab?product=heavy-cotton-tee&color=101');
  });

  it('gives way to the catalog’s answer on a made product’s page', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, notCustomizable);
    renderPdp({ url: '/made/products/tees/heavy-cotton-tee', product: blankTee, catalog });
    await waitFor(() => expect(customize()).not.toBeInTheDocument());
  });

  it('asks again for the next product the shopper moves to', async () => {
    const catalog = fixtureCatalog({ us: [blankTee, transfer] }, undefined, (id) => (id === blankTee.id ? customizableAs('heavy-cotton-tee')(id, {}) : notCustomizable(id, {})));
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    expect(await screen.findByRole('link', { name: 'Customize' })).toBeInTheDocument();

    act(() => goTo('/full-color-transfer.html'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Full Color Transfer' })).toBeInTheDocument();
    await waitFor(() => expect(catalog.customizationCalls.map((c) => c.path)).toEqual(['/api/products/5000/cp', '/api/products/7100/cp']));
    expect(customize()).not.toBeInTheDocument();
  });
});

describe('no "Customize"', () => {
  it('for a product the design lab does not open', async () => {
    const catalog = fixtureCatalog({ us: [transfer] });
    renderPdp({ url: '/full-color-transfer.html', product: transfer, catalog });
    await waitFor(() => expect(catalog.customizationCalls).toHaveLength(1));
    await act(async () => {});
    expect(customize()).not.toBeInTheDocument();
  });

  it('for a made product the design lab cannot open in this store', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, () => ({ design_lab: false, made: true, printMode: 'tee', made_slug: 'heavy-cotton-tee' }));
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await waitFor(() => expect(catalog.customizationCalls).toHaveLength(1));
    await act(async () => {});
    expect(customize()).not.toBeInTheDocument();
  });

  it('when the question fails: the page works on, with no error shown', async () => {
    const user = userEvent.setup();
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, () => {
      throw new FixtureHttpError(500, 'Internal Server Error: {"code":"internal","message":"boom"}');
    });
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await waitFor(() => expect(catalog.customizationCalls).toHaveLength(1));
    await act(async () => {});

    expect(customize()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    await user.click(within(colours()).getByRole('radio', { name: 'Heather Grey' }));
    expect(within(colours()).getByRole('radio', { name: 'Heather Grey' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('when the question fails on a made product’s page, the page’s own word stands', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] }, undefined, () => {
      throw new Error('Unable to connect to server');
    });
    renderPdp({ url: '/made/products/tees/heavy-cotton-tee', product: blankTee, catalog });
    await waitFor(() => expect(catalog.customizationCalls).toHaveLength(1));
    await act(async () => {});
    expect(customize()).toHaveAttribute('href', '/design-lab?product=heavy-cotton-tee&color=101');
  });
});

describe('"Customize" named by the page data', () => {
  it('is there from the first render when the product names its made product, before the catalog is asked', () => {
    const made = { ...blankTee, made_slug: 'made-heavy-tee' };
    renderPdp({ url: '/heavy-cotton-tee.html', product: made, catalog: fixtureCatalog({ us: [made] }, undefined, never) });
    expect(customize()).toHaveAttribute('href', '/design-lab?product=made-heavy-tee&color=101');
  });
});
