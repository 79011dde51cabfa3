import { useRef, type KeyboardEvent } from 'react';
import type { Image } from '@storefront/contracts';
import { ResponsiveImage } from '@storefront/ui';

const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';
const THUMB_SIZES = '72px';

/**
 * The selected colour's images: one large image and a row of thumbnail buttons.
 * Arrow keys (and Home/End) move between thumbnails; only the current one is in the Tab order.
 */
export function Gallery({ images, index, title, onShow }: { images: Image[]; index: number; title: string; onShow(index: number): void }) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <section className="pdp-gallery" aria-label="Product images">
        <div className="pdp-gallery__main pdp-gallery__main--empty">No image available</div>
      </section>
    );
  }

  const go = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    onShow(wrapped);
    thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: images.length - 1 };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    go(next);
  };

  return (
    <section className="pdp-gallery" aria-label="Product images">
      <div className="pdp-gallery__main">
        {/* key: a new element per image so the browser never shows the old picture with the new srcset */}
        <ResponsiveImage key={current.src} image={current} sizes={MAIN_SIZES} priority={index === 0} className="pdp-gallery__picture" />
      </div>
      {images.length > 1 ? (
        <div className="pdp-gallery__thumbs" role="group" aria-label={`${title} images`} onKeyDown={onKeyDown}>
          {images.map((img, i) => (
            <button
              key={img.src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className="pdp-gallery__thumb"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-current={i === index ? 'true' : undefined}
              tabIndex={i === index ? 0 : -1}
              onClick={() => onShow(i)}
            >
              {/* the button carries the name; the thumbnail itself is decoration */}
              <ResponsiveImage image={{ ...img, alt: '' }} sizes={THUMB_SIZES} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
