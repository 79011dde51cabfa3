import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { PageData } from '@storefront/contracts';
import { renderSlot } from './render-areas';

const pageData = { store: 'us', screen: 'home' } as PageData;
const fakeLog = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('renderSlot', () => {
  it('logs a failed render with the remote and URL, and leaves the slot for the browser', () => {
    const log = fakeLog();
    const err = new Error('boom');
    const bundle = { render: () => { throw err; }, styles: () => [] };
    const html = renderSlot({ area: { name: 'listing', slot: 'main', remote: 'mfe_listing' }, bundle }, { pageData, url: '/?q=1' }, log);
    expect(html).toBe('<div id="sf-area-listing" data-area="listing"></div>');
    expect(log.error).toHaveBeenCalledWith({ err, remote: 'mfe_listing', url: '/?q=1' }, expect.stringContaining('renders in the browser'));
  });

  it('marks a rendered slot for hydration', () => {
    const log = fakeLog();
    const bundle = { render: () => '<p>hi</p>', styles: () => [] };
    expect(renderSlot({ area: { name: 'pdp', slot: 'main', remote: 'mfe_pdp' }, bundle }, { pageData, url: '/' }, log)).toBe('<div id="sf-area-pdp" data-area="pdp" data-ssr><p>hi</p></div>');
    expect(log.error).not.toHaveBeenCalled();
  });
});
