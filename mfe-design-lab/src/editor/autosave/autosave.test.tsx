import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectResponse } from '@storefront/contracts';
import { renderEditor } from '../../fixtures/render-editor';

const saved = (layers: unknown[]): ProjectResponse => ({
  id: '00000000-0000-4000-8000-0000000000ff',
  name: 'My tee',
  product: 'classic-tee',
  color: 12,
  revision: 7,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  document_version: 2,
  document: { version: 2, product: 'classic-tee', color: '12', sides: { front: { layers } } },
});

const oldText = { id: 'old', kind: 'text', x: 6, y: 4, width: 8, height: 2, rotation: 0, locked: false, text: 'Saved before', font: 'inter', color: '#1a1a1a', outline: null, align: 'center', curve: 0 };

describe('autosave', () => {
  it('creates the project on the first change, then saves each change with the revision it edited', async () => {
    const { user, lab } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(lab.writes().map((c) => c.method + ' ' + c.path)).toEqual(['POST /api/made/design_projects']);
    expect(lab.writes()[0]!.body).toMatchObject({ document: { product: 'classic-tee', sides: { front: { layers: [{ text: 'Your text' }] } } } });

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(lab.writes()).toHaveLength(2));
    const put = lab.writes()[1]!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe('/api/made/design_projects/00000000-0000-4000-8000-000000000001');
    expect(put.body).toMatchObject({ revision: 1 });
    expect((put.body as { document: { sides: { front: { layers: unknown[] } } } }).document.sides.front.layers).toHaveLength(2);
    await waitFor(() => expect(lab.project('00000000-0000-4000-8000-000000000001')!.revision).toBe(2));
  });

  it('reopens the latest project of the product and saves over its revision', async () => {
    const { user, lab } = renderEditor({ latest: saved([oldText]), color: null });
    const list = await screen.findByRole('list', { name: 'Layers on this side, top first' });
    expect(within(list).getByRole('button', { name: 'Text “Saved before”' })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(lab.writes()).toHaveLength(1));
    expect(lab.writes()[0]).toMatchObject({ method: 'PUT', path: '/api/made/design_projects/00000000-0000-4000-8000-0000000000ff', body: { revision: 7 } });
  });

  it('on a 409 stops saving and lets the shopper keep this version (saved over the newer revision) or load the other', async () => {
    const { user, lab } = renderEditor({ latest: saved([oldText]) });
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(lab.project(saved([]).id)!.revision).toBe(8));
    lab.saveElsewhere(saved([]).id); // revision 9 now, from another window

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This design was changed in another window.');
    expect(lab.writes().at(-1)!.body).toMatchObject({ revision: 8 });
    const writes = lab.writes().length;
    // nothing more is sent while the conflict stands
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await new Promise((r) => setTimeout(r, 60));
    expect(lab.writes()).toHaveLength(writes);

    await user.click(screen.getByRole('button', { name: 'Keep this version' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(lab.writes().at(-1)!.body).toMatchObject({ revision: 9 });
    expect((lab.project(saved([]).id)!.document as { sides: { front: { layers: unknown[] } } }).sides.front.layers).toHaveLength(4);
  });

  it('after a 409 can load the version the other window saved', async () => {
    const { user, lab } = renderEditor({ latest: saved([oldText]) });
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(lab.project(saved([]).id)!.revision).toBe(8));
    lab.saveElsewhere(saved([]).id);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await user.click(await screen.findByRole('button', { name: 'Load the other version' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Layers on this side, top first' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
