import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreProvider } from '@storefront/ui';
import { fakeDesignLab } from '../fixtures/fake-design-lab';
import { EditorScreen } from './editor-screen';

describe('EditorScreen', () => {
  it('shows the shell, then loads the editor chunk and opens the product', async () => {
    const lab = fakeDesignLab();
    render(
      <StoreProvider store="us">
        <EditorScreen http={lab.http} csrfToken="t" search="?product=classic-tee&color=12" />
      </StoreProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Design lab' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Classic Tee in Black, Front' }, { timeout: 5000 })).toBeInTheDocument();
    expect(lab.calls[0]).toMatchObject({ path: '/api/made/products/classic-tee', params: { store: 'us', color: '12' } });
  });

  it('sends a shopper without a product to the start page', () => {
    render(<EditorScreen http={fakeDesignLab().http} csrfToken="t" search="?product=Not A Slug" />);
    expect(screen.getByRole('link', { name: 'Start a design' })).toHaveAttribute('href', '/design-lab/start');
  });

  it('says so when the product is not in the design lab', async () => {
    render(<EditorScreen http={fakeDesignLab().http} csrfToken="t" search="?product=no-such-thing" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('We couldn’t find that product in the design lab.');
  });
});
