import type { Image } from '@storefront/contracts';

/** A product image in modern formats at several widths; `priority` marks the LCP image. */
export function ResponsiveImage({ image, sizes, priority, className }: { image: Image; sizes: string; priority?: boolean; className?: string }) {
  return (
    <picture className={className}>
      <source type={image.type} srcSet={image.srcset} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
