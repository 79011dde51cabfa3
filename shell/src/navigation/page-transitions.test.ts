// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPageTransitions } from './page-transitions';

describe('watchPageTransitions', () => {
  let stop: () => void;
  let main: HTMLElement;
  beforeEach(() => {
    history.replaceState(null, '', '/hoodies');
    document.body.innerHTML = '<a href="/x">x</a><main id="sf-main" tabindex="-1"></main>';
    main = document.getElementById('sf-main')!;
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    stop = watchPageTransitions(() => main);
  });
  afterEach(() => stop());

  const routed = () => window.dispatchEvent(new Event('single-spa:routing-event'));

  it('scrolls to the top and focuses the main region when the path changes', () => {
    history.pushState(null, '', '/some-tee.html');
    // what single-spa's patched pushState dispatches: not a Back/Forward
    window.dispatchEvent(Object.assign(new PopStateEvent('popstate'), { singleSpa: true, singleSpaTrigger: 'pushState' }));
    routed();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(main);
  });

  it('keeps the place when only the query changes (filters, sort, colour)', () => {
    history.pushState(null, '', '/hoodies?color=black');
    routed();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(main);
  });

  it('leaves Back/Forward to the browser', () => {
    history.pushState(null, '', '/other.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
    routed();
    expect(window.scrollTo).not.toHaveBeenCalled();
    history.pushState(null, '', '/third.html');
    routed();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
