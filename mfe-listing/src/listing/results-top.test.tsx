import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listing } from '../fixtures/catalog';
import { deferred, fakeHttp } from '../fixtures/fake-http';
import { goBack, renderArea, setViewportWidth, singleSpaNavigate } from '../fixtures/render-area';

// jsdom lays nothing out (vitest.setup.ts gives it a no-op scrollIntoView): record which elements asked to be shown
const scrolledTo: Element[] = [];
const noLayout = Element.prototype.scrollIntoView;

describe('a new page of results starts at the top of the results', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Element.prototype.scrollIntoView = noLayout;
  });

  const heading = () => screen.getByRole('heading', { level: 1, name: 'T-Shirts' });

  it('page 2, a sort and a filter each bring the heading into view and focus it, once their results are shown', async () => {
    const answers: ReturnType<typeof deferred<unknown>>[] = [];
    const http = fakeHttp(() => {
      const answer = deferred<unknown>();
      answers.push(answer);
      return answer.promise;
    });
    renderArea({ url: '/t-shirts', http, initialData: { kind: 'listing', listing: listing({ per_page: 48, total: 480 }), query: {} } });
    // the served page keeps the browser's place
    expect(scrolledTo).toEqual([]);
    const nextPage = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Next page' });
    nextPage.focus();

    act(() => singleSpaNavigate('/t-shirts?page=2'));
    // still the old results: nothing moves until the new ones are there
    expect(scrolledTo).toEqual([]);
    await act(async () => answers[0]!.resolve(listing({ page: 2, per_page: 48, total: 480 })));
    expect(scrolledTo).toEqual([heading()]);
    expect(heading()).toHaveFocus();

    for (const url of ['/t-shirts?page=2&sort=newest', '/t-shirts?color=black']) {
      act(() => singleSpaNavigate(url));
      await act(async () => answers[answers.length - 1]!.resolve(listing({ per_page: 48, total: 480 })));
    }
    expect(scrolledTo).toHaveLength(3);
  });

  it('leaves Back/Forward to the browser, and a new path to the shell', async () => {
    const http = fakeHttp(() => listing({ per_page: 48, total: 480 }));
    renderArea({ url: '/t-shirts?page=2', http, initialData: { kind: 'listing', listing: listing({ page: 2, per_page: 48, total: 480 }), query: {} } });
    act(() => goBack('/t-shirts'));
    await screen.findByRole('link', { name: 'Next page' });
    await act(async () => {});
    act(() => singleSpaNavigate('/hoodies'));
    await act(async () => {});
    expect(http.calls.map((c) => c.params.toString())).toEqual(['store=us&category=t-shirts', 'store=us&category=hoodies']);
    expect(scrolledTo).toEqual([]);
  });
});
