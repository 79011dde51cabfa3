import { Children, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TIMING } from '@storefront/store-config';
import { useAutoplay, usePrefersReducedMotion } from './use-autoplay';
import { useDebouncedWidth } from './use-debounced-width';
import { useDrag } from './use-drag';

export interface CarouselProps {
  /** the region's name: "Previews of Retro Sunset" */
  label: string;
  /** one child a slide */
  children: ReactNode;
  /** advance on its own every this many ms; undefined: only by hand */
  autoplayMs?: number;
  /** slides in view at a width (px); 1 when not given. Re-read 150 ms after a resize settles */
  perViewAt?: (width: number) => number;
  className?: string;
}

/** How far a drag must carry, as a share of one slide, to move to the next one. */
const SWIPE_SHARE = 0.2;

/**
 * Slides in a row (§2 carousel and slider, §9 timings). Previous / Next and a dot a slide, arrow
 * keys, drag and swipe (a drag starts past 3 px; its release is not a click). Autoplay pauses
 * while the pointer is over it or focus is inside, for users who prefer reduced motion, and by
 * its own Pause button; a slide chosen by hand stays the full interval.
 */
export function Carousel({ label, children, autoplayMs, perViewAt, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const viewport = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(viewport);
  const perView = Math.max(1, Math.min(slides.length, Math.floor(perViewAt?.(width) ?? 1)));
  const last = Math.max(0, slides.length - perView);
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const shown = Math.min(index, last);

  const go = useCallback((to: number) => setIndex(to < 0 ? last : to > last ? 0 : to), [last]);
  const next = useCallback(() => setIndex((i) => (Math.min(i, last) >= last ? 0 : Math.min(i, last) + 1)), [last]);
  const canPlay = autoplayMs !== undefined && last > 0 && !reduced;
  useAutoplay(canPlay && !paused && !hovered && !focused, autoplayMs ?? 0, next, shown);

  const drag = useDrag({
    onMove: setOffset,
    onEnd: (dx) => {
      setOffset(0);
      const slideWidth = width / perView;
      if (slideWidth > 0 && Math.abs(dx) > slideWidth * SWIPE_SHARE) go(shown + (dx < 0 ? 1 : -1));
    },
  });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(shown + 1);
    else if (e.key === 'ArrowLeft') go(shown - 1);
    else return;
    e.preventDefault();
  };

  const playing = canPlay && !paused;
  return (
    <section
      className={className ? `sf-carousel ${className}` : 'sf-carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewport} className="sf-carousel__viewport" {...drag}>
        {/* slides are groups (APG carousel), so the track is a plain box: a list may hold only list items */}
        <div
          className="sf-carousel__track"
          // announced when the shopper moves it, not every few seconds while it plays
          aria-live={playing ? 'off' : 'polite'}
          style={{ transform: `translateX(calc(${(-shown * 100) / perView}% + ${offset}px))`, transition: offset === 0 ? undefined : 'none' }}
        >
          {slides.map((slide, i) => {
            const visible = i >= shown && i < shown + perView;
            return (
              <div
                key={i}
                className="sf-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={!visible}
                inert={!visible}
                style={{ flexBasis: `${100 / perView}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {last > 0 ? (
        <div className="sf-carousel__controls">
          {canPlay ? (
            <button type="button" className="sf-pill" onClick={() => setPaused((p) => !p)}>
              {paused ? 'Play slides' : 'Pause slides'}
            </button>
          ) : null}
          <button type="button" className="sf-pill" aria-label="Previous slide" onClick={() => go(shown - 1)}>
            ‹
          </button>
          <span className="sf-carousel__dots">
            {Array.from({ length: last + 1 }, (_, i) => (
              <button key={i} type="button" className="sf-carousel__dot" aria-label={`Show slide ${i + 1}`} aria-current={i === shown || undefined} onClick={() => go(i)} />
            ))}
          </span>
          <button type="button" className="sf-pill" aria-label="Next slide" onClick={() => go(shown + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** §2's slider: the carousel advancing every 5000 ms. */
export function Slider(props: Omit<CarouselProps, 'autoplayMs'>) {
  return <Carousel {...props} autoplayMs={TIMING.sliderAutoplayMs} />;
}

/** The carousel's default autoplay (§9: 3000 ms), for callers that want it moving. */
export const CAROUSEL_AUTOPLAY_MS = TIMING.carouselDefaultMs;
