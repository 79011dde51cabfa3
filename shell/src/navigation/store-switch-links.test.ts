// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { followStoreSwitchLinks } from './store-switch-links';

describe('followStoreSwitchLinks', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  const go = (url: string) => {
    history.pushState(null, '', url);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  };

  it('points the footer store switch at the page now shown, in the other store', () => {
    history.replaceState(null, '', '/hoodies');
    document.body.innerHTML = '<footer><a href="/ca/hoodies" data-store-switch="ca">Shop the Canadian store</a></footer>';
    stop = followStoreSwitchLinks();
    go('/t-shirts?color=black&page=2');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/ca/t-shirts?color=black&page=2');
  });

  it('from the Canadian store, to the same page in the US store', () => {
    history.replaceState(null, '', '/ca');
    document.body.innerHTML = '<a href="/" data-store-switch="us">Shop the US store</a>';
    stop = followStoreSwitchLinks();
    go('/ca/classic-tee.html');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/classic-tee.html');
  });
});
