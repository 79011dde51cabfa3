import type { Image } from '@storefront/contracts';
import { CAROUSEL_AUTOPLAY_MS, Carousel, ResponsiveImage } from '@storefront/ui';
import { CAROUSEL_IMAGE_SIZES } from '../image-sizes';

/**
 * The design alone, then on products: the kit's carousel at its default 3000 ms (drag, swipe,
 * keys; paused on hover, focus and for reduced motion). The first image is the page's LCP, loaded
 * eagerly; every image carries its width and height, so nothing moves when it arrives.
 */
export function AssetPreviews({ previews, title }: { previews: readonly Image[]; title: string }) {
  if (previews.length === 0) {
    return (
      <div className="da-previews da-previews--empty">
        <p className="da-muted">No preview yet</p>
      </div>
    );
  }
  return (
    <Carousel label={`Previews of ${title}`} autoplayMs={CAROUSEL_AUTOPLAY_MS} className="da-previews">
      {previews.map((image, i) => (
        <ResponsiveImage key={`${i}:${image.src}`} image={image} sizes={CAROUSEL_IMAGE_SIZES} priority={i === 0} className="da-previews__image" />
      ))}
    </Carousel>
  );
}
