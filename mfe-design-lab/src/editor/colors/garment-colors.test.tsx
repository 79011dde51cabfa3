import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../../fixtures/render-editor';

describe('the garment colour', () => {
  it('redraws the garment, re-reads the colour’s sizes and saves the colour in the design', async () => {
    const { user, lab } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(await screen.findByRole('img', { name: 'Classic Tee in Black, Front' })).toBeInTheDocument();
    expect(lab.calls.filter((c) => c.path === '/api/made/products/classic-tee').map((c) => c.params.color)).toEqual(['11', '12']);
    await waitFor(() => expect(lab.writes().at(-1)!.body).toMatchObject({ document: { color: '12' } }));
    // one undo step back to white
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lab.writes().at(-1)!.body).toMatchObject({ document: { color: '11' } }));
    expect(await screen.findByRole('img', { name: 'Classic Tee in White, Front' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
  });
});
