// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { AppProps } from '@storefront/http';
import { statusPageLifecycles } from './status-page';

describe('status page', () => {
  it('renders a not-found screen whose home link keeps the store and navigates client-side', async () => {
    history.replaceState(null, '', '/ca/careers');
    const domElement = document.createElement('div');
    const navigate = vi.fn();
    const props = { domElement, navigate } as unknown as AppProps;
    await (statusPageLifecycles.mount as (p: AppProps) => Promise<void>)(props);
    expect(domElement.querySelector('h1')?.textContent).toBe('Page not found');
    const link = domElement.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/ca');
    link.click();
    expect(navigate).toHaveBeenCalledWith('/ca');
  });
});
