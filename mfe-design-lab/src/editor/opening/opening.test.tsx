import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MadeEditResponse, ProjectResponse } from '@storefront/contracts';
import { countWindowEvents } from '@storefront/ui/testing';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { renderEditor } from '../../fixtures/render-editor';

const DESIGN = '00000000-0000-4000-8000-0000000000d1';
const PROJECT = '00000000-0000-4000-8000-0000000000e1';
const text = (id: string, words: string) => ({ id, kind: 'text', x: 6, y: 4, width: 8, height: 2, rotation: 0, locked: false, text: words, font: 'inter', color: '#1a1a1a', outline: null, align: 'center', curve: 0 });
const doc = (words: string, color = '12') => ({ version: 2, product: 'classic-tee', color, sides: { front: { layers: [text('t', words)] } } });
const project = (id: string, words: string, product = 'classic-tee'): ProjectResponse => ({
  id,
  name: words,
  product,
  color: 11,
  revision: 3,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  document_version: 2,
  document: { ...doc(words, '11'), product },
});
const cartDesign = (over: Partial<MadeEditResponse> = {}): MadeEditResponse => ({
  made_design_id: DESIGN,
  product_slug: 'classic-tee',
  composition_id: 12,
  project_id: null,
  document: doc('In the cart'),
  quantities: { S: 2, XL: 1 },
  accept_low_resolution: false,
  ...over,
});
const layers = () => screen.findByRole('list', { name: 'Layers on this side, top first' });

describe('Edit design (a design of the cart)', () => {
  it('opens the cart’s copy in its colour with its sizes, and saves back with made_update', async () => {
    const { user, lab } = renderEditor({ store: 'ca', cartDesigns: [cartDesign()], opening: { project: null, madeDesignId: DESIGN }, latest: project(PROJECT, 'Latest') });
    expect(within(await layers()).getByRole('button', { name: 'Text “In the cart”' })).toBeInTheDocument();
    expect(screen.getByText(/Editing the design in your cart/)).toHaveTextContent('Classic Tee in Black');
    expect(screen.getByRole('spinbutton', { name: 'Quantity in S' })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'Quantity in XL' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Quantity in M' })).toHaveValue(null);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in M' }), '4');
    const events = countWindowEvents(CART_CHANGED_EVENT);
    await user.click(screen.getByRole('button', { name: 'Save changes to cart' }));
    const done = await screen.findByText(/Saved to your cart/);
    expect(within(done).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(events.count).toBe(1);
    const put = lab.calls.find((c) => c.path === '/api/v2/cart/made_update.json')!;
    expect(put.method).toBe('PUT');
    expect(put.body).toMatchObject({ store: 'ca', made_design_id: DESIGN, quantities: { S: 2, M: 4, XL: 1 }, accept_low_resolution: false, document: { color: '12' } });
    expect(lab.calls.some((c) => c.path === '/api/cart/made_add')).toBe(false);
  });

  it('keeps saving to the project the design came from', async () => {
    const { user, lab } = renderEditor({ cartDesigns: [cartDesign({ project_id: PROJECT })], projects: [project(PROJECT, 'Its project')], opening: { project: null, madeDesignId: DESIGN } });
    await user.click(within(await layers()).getByRole('button', { name: 'Text “In the cart”' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(lab.writes().some((c) => c.method === 'PUT' && c.path === `/api/made/design_projects/${PROJECT}`)).toBe(true));
    expect(lab.writes().find((c) => c.path === `/api/made/design_projects/${PROJECT}`)!.body).toMatchObject({ revision: 3 });
  });

  it('says so when the design is no longer in the cart', async () => {
    renderEditor({ opening: { project: null, madeDesignId: DESIGN } });
    expect(await screen.findByRole('alert')).toHaveTextContent('That design is no longer in your cart.');
  });

  it('refuses a cart design of another garment than the address names', async () => {
    renderEditor({ cartDesigns: [cartDesign({ product_slug: 'other-tee' })], opening: { project: null, madeDesignId: DESIGN } });
    expect(await screen.findByRole('alert')).toHaveTextContent('That design is no longer in your cart.');
  });
});

describe('opening a saved project (My designs)', () => {
  it('without a project in the address, opens the latest', async () => {
    const { lab } = renderEditor({ projects: [project(PROJECT, 'Picked one')], latest: project('00000000-0000-4000-8000-0000000000e2', 'Latest') });
    expect(await layers()).toBeInTheDocument();
    expect(within(await layers()).getByRole('button', { name: 'Text “Latest”' })).toBeInTheDocument();
    expect(lab.calls.some((c) => c.path === `/api/made/design_projects/${PROJECT}`)).toBe(false);
  });

  it('opens the project named in the address, not the latest', async () => {
    renderEditor({ projects: [project(PROJECT, 'Picked one')], latest: project('00000000-0000-4000-8000-0000000000e2', 'Latest'), opening: { project: PROJECT, madeDesignId: null } });
    expect(within(await layers()).getByRole('button', { name: 'Text “Picked one”' })).toBeInTheDocument();
  });

  it('falls back to the latest, saying so, for a project that is gone or of another garment', async () => {
    renderEditor({ projects: [project(PROJECT, 'Mug one', 'classic-mug')], latest: project('00000000-0000-4000-8000-0000000000e2', 'Latest'), opening: { project: PROJECT, madeDesignId: null } });
    expect(within(await layers()).getByRole('button', { name: 'Text “Latest”' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That saved design could not be opened');
  });
});
