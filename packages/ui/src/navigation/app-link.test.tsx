import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink, NavigateProvider } from './app-link';

/** Whether the browser would follow the last click; jsdom is kept from trying (it cannot load documents). */
function browserFollows(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  const record = (e: Event) => {
    followed = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(link, init);
  window.removeEventListener('click', record);
  return followed;
}

function renderLink(props: { target?: string; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void } = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const view = render(
    <NavigateProvider navigate={navigate}>
      <AppLink href="/ca/t-shirts" {...props}>
        T-shirts
      </AppLink>
    </NavigateProvider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'T-shirts' }), unmount: view.unmount };
}

describe('AppLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a real link whose plain left click navigates through the provider', () => {
    const onClick = vi.fn();
    const { navigate, link } = renderLink({ onClick });
    expect(link).toHaveAttribute('href', '/ca/t-shirts');
    expect(browserFollows(link, { button: 0 })).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/ca/t-shirts');
  });

  it('leaves modified clicks and other buttons to the browser', () => {
    const { navigate, link } = renderLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(browserFollows(link, init)).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link that opens in another window to the browser; _self stays in the app', () => {
    const blank = renderLink({ target: '_blank' });
    expect(browserFollows(blank.link)).toBe(true);
    expect(blank.navigate).not.toHaveBeenCalled();
    blank.unmount();

    const self = renderLink({ target: '_self' });
    fireEvent.click(self.link);
    expect(self.navigate).toHaveBeenCalledWith('/ca/t-shirts');
  });

  it('does not navigate when its own onClick prevented the default', () => {
    const { navigate, link } = renderLink({ onClick: (e) => e.preventDefault() });
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads the document when no provider is above it', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(<AppLink href="/brands/gildan">Gildan</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Gildan' }));
    expect(assign).toHaveBeenCalledWith('/brands/gildan');
  });
});
