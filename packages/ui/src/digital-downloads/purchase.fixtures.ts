import type { PurchasedAsset } from '@storefront/contracts';

/**
 * A bought digital asset as GET /api/digital-assets/purchases.json answers it, for tests: links
 * made at `madeAt` (default now) expire 15 minutes later; every field may be overridden.
 */
export function purchasedAsset(overrides: Partial<PurchasedAsset> = {}, madeAt = Date.now()): PurchasedAsset {
  const expires = new Date(madeAt + 15 * 60_000).toISOString();
  const id = overrides.order_line_id ?? '0190a1b2-c3d4-7e5f-8a9b-000000000001';
  const slug = overrides.product?.slug ?? 'retro-sunset';
  const title = overrides.product?.title ?? 'Retro Sunset';
  return {
    order_line_id: id,
    order_number: 'R123456789',
    purchased_at: '2026-03-14T15:30:00.000Z',
    product: {
      slug,
      title,
      url: `/digital-assets/${slug}.html`,
      image: { src: `/images/${slug}.jpg`, srcset: `/images/${slug}-320.webp 320w`, type: 'image/webp', width: 640, height: 640, alt: `${title}, the design` },
    },
    licence: 'standard',
    licence_label: 'Standard licence',
    quantity: 1,
    print_cap: 500,
    units_used: 0,
    downloads: [
      { format: 'png', url: `/api/digital-assets/downloads/${id}-png-${madeAt}`, expires_at: expires },
      { format: 'svg', url: `/api/digital-assets/downloads/${id}-svg-${madeAt}`, expires_at: expires },
    ],
    certificate_url: `/api/digital-assets/licences/${id}/certificate.pdf`,
    ...overrides,
  };
}
