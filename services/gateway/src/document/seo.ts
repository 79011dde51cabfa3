import { HOME_TITLE, NOT_FOUND_TITLE, SCREEN_TITLES, SITE_NAME, formatMoney, pageTitle, type StoreCode, type TitledScreen } from '@storefront/store-config';
import { assetResponse, digitalHomeResponse, type DigitalAsset, type Image, type ProductDetail, type Review, type ReviewSummary, type ScreenData } from '@storefront/contracts';
import type { RouteMatch } from '@storefront/routing';
import { withStore } from '@storefront/routing';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  /** the same page in each store, for hreflang */
  alternates: Record<'en-US' | 'en-CA', string>;
  jsonLd?: object;
  /** the LCP image, preloaded */
  lcpImage?: { image: Image; sizes: string };
}

/** `sizes` the remotes give their first image; the preload must match or the browser fetches twice. */
export const PDP_MAIN_IMAGE_SIZES = '(min-width: 992px) 560px, (min-width: 768px) 50vw, 100vw';
export const LISTING_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw';
/** The digital-asset page's and the digital-assets page's first carousel slide (mfe-digital-assets uses the same). */
export const ASSET_CAROUSEL_IMAGE_SIZES = '(min-width: 992px) 560px, 100vw';

/** Title, description, canonical URL and JSON-LD for the document (search engines, link previews). */
export function headTags(route: RouteMatch, data: ScreenData, status: number, origin: string, search: URLSearchParams, topReviews: Review[] = []): HeadTags {
  const alternates = { 'en-US': origin + withStore(route.path, 'us'), 'en-CA': origin + withStore(route.path, 'ca') };
  return { ...headFor(route, data, status, origin, search, topReviews), alternates };
}

function headFor(route: RouteMatch, data: ScreenData, status: number, origin: string, search: URLSearchParams, topReviews: Review[]): Omit<HeadTags, 'alternates'> {
  const canonicalPath = withStore(route.path, route.store);
  if (status === 404) return { title: NOT_FOUND_TITLE, description: "We couldn't find that page.", canonical: origin + canonicalPath };
  switch (data.kind) {
    case 'pdp':
      return productHead(data.product, route.store, origin, search, data.reviews, topReviews);
    case 'listing': {
      const { listing } = data;
      // paging and sorting are variants of the same page; the canonical keeps only what changes the set
      const keep = new URLSearchParams();
      for (const key of ['search', 'q', 'category', 'brand']) {
        const v = search.get(key);
        if (v) keep.set(key, v);
      }
      const page = Number(search.get('page') ?? '1');
      if (page > 1) keep.set('page', String(page));
      const qs = keep.toString();
      return {
        title: pageTitle(listing.title),
        // a brand's published headline says what the brand is about better than a count
        description: data.brand_page
          ? `${data.brand_page.headline} — shop ${listing.total.toLocaleString('en-US')} ${data.brand_page.brand.name} products.`
          : `Shop ${listing.total.toLocaleString('en-US')} products: ${listing.title}. Custom-printed and blank apparel, DTF transfers, stickers, spangles and print.`,
        canonical: origin + canonicalPath + (qs ? `?${qs}` : ''),
        ...(listing.products[0] ? { lcpImage: { image: listing.products[0].image, sizes: LISTING_CARD_IMAGE_SIZES } } : {}),
      };
    }
    case 'area': {
      if (route.screen === 'digital-asset') {
        const parsed = assetResponse.safeParse(data.body);
        if (parsed.success) return assetHead(parsed.data.asset, origin);
      }
      if (route.screen === 'digital-assets') {
        const parsed = digitalHomeResponse.safeParse(data.body);
        const first = parsed.success ? parsed.data.featured[0] : undefined;
        return {
          title: SCREEN_TITLES['digital-assets'],
          description: 'Print-ready designs to download and print: licensed for your products, with a licence certificate for every purchase.',
          canonical: origin + canonicalPath,
          ...(first ? { lcpImage: { image: first.image, sizes: ASSET_CAROUSEL_IMAGE_SIZES } } : {}),
        };
      }
      return otherHead(route, origin, canonicalPath);
    }
    case 'content':
      // help, FAQ and the other content pages: their stored title and summary
      return { title: pageTitle(data.page.title), description: data.page.summary, canonical: origin + canonicalPath };
    case 'home':
      return {
        title: HOME_TITLE,
        description: 'Custom-printed and blank apparel, DTF transfers, stickers, spangles and print — shipped fast in the US and Canada.',
        canonical: origin + canonicalPath,
        ...(data.home.lines[0] ? { lcpImage: { image: data.home.lines[0].image, sizes: LISTING_CARD_IMAGE_SIZES } } : {}),
      };
    default:
      return otherHead(route, origin, canonicalPath);
  }
}

function otherHead(route: RouteMatch, origin: string, canonicalPath: string): Omit<HeadTags, 'alternates'> {
  if (route.screen in SCREEN_TITLES) {
    // private pages: nothing for search engines beyond a title
    return { title: SCREEN_TITLES[route.screen as TitledScreen], description: `${SITE_NAME}: custom-printed and blank apparel.`, canonical: origin + canonicalPath };
  }
  return { title: SITE_NAME, description: `${SITE_NAME}: custom-printed and blank apparel.`, canonical: origin + canonicalPath };
}

/** A digital asset: its two licences are one product's offers, from the standard price to the extended. */
function assetHead(a: DigitalAsset, origin: string): Omit<HeadTags, 'alternates'> {
  const canonical = origin + a.url;
  const amounts = a.licences.map((l) => l.price.amount);
  const currency = a.licences[0]?.price.currency ?? (a.store === 'ca' ? 'CAD' : 'USD');
  const low = Math.min(...amounts);
  return {
    title: pageTitle(a.title, a.author),
    description: `${a.title} by ${a.author}: a print-ready design (${a.formats.join(', ').toUpperCase()}) from ${formatMoney(low, a.store)} ${currency}. ${a.description}`.slice(0, 300),
    canonical,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: a.title,
      sku: a.catalog_number,
      description: a.description,
      brand: { '@type': 'Brand', name: a.author },
      image: a.previews.map((i) => origin + i.src),
      offers: {
        '@type': 'AggregateOffer',
        url: canonical,
        lowPrice: (low / 100).toFixed(2),
        highPrice: (Math.max(...amounts) / 100).toFixed(2),
        offerCount: a.licences.length,
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
      },
    },
    ...(a.previews[0] ? { lcpImage: { image: a.previews[0], sizes: ASSET_CAROUSEL_IMAGE_SIZES } } : {}),
  };
}

function productHead(p: ProductDetail, store: StoreCode, origin: string, search: URLSearchParams, summary: ReviewSummary | undefined, topReviews: Review[]): Omit<HeadTags, 'alternates'> {
  const colorId = Number(search.get('color'));
  const comp = p.compositions.find((c) => c.id === colorId) ?? p.compositions[0];
  const availability = { in_stock: 'InStock', low_stock: 'LimitedAvailability', out_of_stock: 'OutOfStock' }[p.availability];
  const canonical = origin + p.canonical_url;
  return {
    title: pageTitle(p.title, p.brand.name),
    description: `${p.title} (${p.catalog_number}) from ${formatMoney(p.price.amount, store)} ${p.price.currency}. ${p.description}`.slice(0, 300),
    canonical,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.title,
      sku: p.catalog_number,
      mpn: p.catalog_number,
      description: p.description,
      brand: { '@type': 'Brand', name: p.brand.name },
      image: (comp?.images ?? []).map((i) => origin + i.src),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: (p.price.amount / 100).toFixed(2),
        priceCurrency: p.price.currency,
        availability: `https://schema.org/${availability}`,
      },
      ...reviewsJsonLd(summary, topReviews),
    },
    ...(comp?.images[0] ? { lcpImage: { image: comp.images[0], sizes: PDP_MAIN_IMAGE_SIZES } } : {}),
  };
}

/** Search engines' review stars: only with published reviews (an empty aggregateRating is invalid). */
function reviewsJsonLd(summary: ReviewSummary | undefined, top: Review[]): Record<string, unknown> {
  if (!summary || summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    review: top.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.body,
      datePublished: r.created_at.slice(0, 10),
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
