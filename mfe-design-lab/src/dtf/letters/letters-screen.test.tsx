import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recognize } from '@storefront/routing';
import { goTo, shellProps } from '@storefront/ui/testing';
import { fakeDtf } from '../../fixtures/fake-dtf';
import { Root } from '../../root';

/** Root mounted the way the shell mounts it, at `url`; `navigate` moves the location as the shell does. */
function renderRoot(url: string) {
  window.history.replaceState(null, '', url);
  const lab = fakeDtf();
  const props = shellProps({ route: recognize(window.location.pathname, window.location.search), http: lab.http, navigate: goTo });
  render(<Root {...props} />);
  return { lab };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/design-lab/letters', () => {
  it('is its own page with its own title: the shell, then the lettering chunk (text, fonts, heights)', async () => {
    renderRoot('/design-lab/letters');
    expect(screen.getByRole('heading', { level: 1, name: 'Custom lettering' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfers from your artwork' })).toHaveAttribute('href', '/design-lab/transfers');
    expect(document.title).toBe('Custom lettering | Design lab | Inkwell Supply Co.');
    expect(await screen.findByRole('textbox', { name: 'Your text' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Font' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });

  it('is linked from the transfers page (“Lettering instead? Set your text”), in the shopper’s store', async () => {
    renderRoot('/ca/design-lab/transfers');
    expect(document.title).toBe('Transfers from your artwork | Design lab | Inkwell Supply Co.');
    const link = screen.getByRole('link', { name: 'Set your text' });
    expect(link).toHaveAttribute('href', '/ca/design-lab/letters');
    expect(link.closest('p')).toHaveTextContent('Lettering instead? Set your text');

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom lettering' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ca/design-lab/letters');
    expect(document.title).toBe('Custom lettering | Design lab | Inkwell Supply Co.');
  });
});
