import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { CAROUSEL_AUTOPLAY_MS, Carousel, Slider } from './carousel';

const shownSlide = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') === 'false')?.getAttribute('aria-label');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const slides = (n: number) => Array.from({ length: n }, (_, i) => <a key={i} href={`#s${i + 1}`}>{`Slide ${i + 1}`}</a>);

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  // jsdom lays nothing out: the viewport is 300 px wide
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
});
afterEach(() => vi.useRealTimers());

describe('Slider and Carousel (§2, §9)', () => {
  it('the slider advances every 5000 ms and wraps to the first', () => {
    render(<Slider label="Previews">{slides(3)}</Slider>);
    expect(shownSlide()).toBe('1 of 3');
    advance(TIMING.sliderAutoplayMs - 1);
    expect(shownSlide()).toBe('1 of 3');
    advance(1);
    expect(shownSlide()).toBe('2 of 3');
    advance(TIMING.sliderAutoplayMs * 2);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('a carousel asked to play uses the 3000 ms default; one that is not asked stays still', () => {
    const { unmount } = render(<Carousel label="Moving" autoplayMs={CAROUSEL_AUTOPLAY_MS}>{slides(3)}</Carousel>);
    advance(3000);
    expect(shownSlide()).toBe('2 of 3');
    unmount();
    render(<Carousel label="Still">{slides(3)}</Carousel>);
    advance(60_000);
    expect(shownSlide()).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
  });

  it('pauses while hovered or focused, and a slide chosen by hand stays the full interval', () => {
    render(<Slider label="Previews">{slides(3)}</Slider>);
    const region = screen.getByRole('region', { name: 'Previews' });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    advance(4_000);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(shownSlide()).toBe('3 of 3');
    advance(4_999);
    expect(shownSlide()).toBe('3 of 3');
    advance(1);
    expect(shownSlide()).toBe('1 of 3');

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    advance(20_000);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('does not play for users who prefer reduced motion, and Pause stops it until Play', () => {
    reducedMotion = true;
    const { unmount } = render(<Slider label="Calm">{slides(3)}</Slider>);
    advance(20_000);
    expect(shownSlide()).toBe('1 of 3');
    unmount();
    reducedMotion = false;
    render(<Slider label="Previews">{slides(3)}</Slider>);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    advance(20_000);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    advance(TIMING.sliderAutoplayMs);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('previous, next, dots and arrow keys move it, wrapping at the ends; hidden slides are out of reach', () => {
    render(<Carousel label="Previews">{slides(3)}</Carousel>);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Previews' }), { key: 'ArrowRight' });
    expect(shownSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Slide 1').closest('.sf-carousel__slide')).toHaveAttribute('inert');
  });

  it('a press that moves 3 px or less is a click; a drag past 20% of a slide swipes, and its release is not a click for 400 ms', () => {
    render(<Carousel label="Previews">{slides(3)}</Carousel>);
    const viewport = screen.getByText('Slide 1').closest('.sf-carousel__viewport')!;
    const clicks = vi.fn((e: MouseEvent) => e.preventDefault());
    screen.getByText('Slide 2').addEventListener('click', clicks);
    screen.getByText('Slide 1').addEventListener('click', clicks);

    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 97 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 97 });
    fireEvent.click(screen.getByText('Slide 1'));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(shownSlide()).toBe('1 of 3');

    fireEvent.pointerDown(viewport, { pointerId: 2, button: 0, clientX: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 2, clientX: 120 });
    fireEvent.pointerUp(viewport, { pointerId: 2, clientX: 120 });
    expect(shownSlide()).toBe('2 of 3');
    fireEvent.click(screen.getByText('Slide 2'));
    expect(clicks).toHaveBeenCalledTimes(1);
    advance(TIMING.dragClickSuppressMs);
    fireEvent.click(screen.getByText('Slide 2'));
    expect(clicks).toHaveBeenCalledTimes(2);

    // a short drag (under 20% of the 300 px slide) springs back
    fireEvent.pointerDown(viewport, { pointerId: 3, button: 0, clientX: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 3, clientX: 160 });
    fireEvent.pointerUp(viewport, { pointerId: 3, clientX: 160 });
    expect(shownSlide()).toBe('2 of 3');
  });

  it('slides in view follow the width only once a resize has settled for 150 ms', () => {
    let width = 300;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    render(<Carousel label="Previews" perViewAt={(w) => (w >= 900 ? 3 : 1)}>{slides(4)}</Carousel>);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    width = 1000;
    fireEvent(window, new Event('resize'));
    advance(TIMING.resizeDebounceMs - 1);
    fireEvent(window, new Event('resize'));
    advance(TIMING.resizeDebounceMs - 1);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    advance(1);
    // three in view: two positions
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(2);
  });
});
