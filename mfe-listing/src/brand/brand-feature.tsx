import { useEffect } from 'react';
import { useStore } from 'zustand';
import { ResponsiveImage, useShop } from '@storefront/ui';
import { useArea } from '../area-context';
import { ContentBody } from '../info/content-body';
import { ProductGrid } from '../listing/product-card';
import { brandKey, loadBrandPage } from './brand-page.store';

/** The banner's picture: 360 px wide beside the text; hidden on phones, where the lazy image is then never fetched. */
const BANNER_IMAGE_SIZES = '360px';

/**
 * A brand's published page above its listing (issue 15): the banner (headline and the first
 * featured product's picture), the story, and the featured products in the order its managers
 * chose. Staff publish it through the brand CMS; a brand without one shows its bare listing.
 */
export function BrandFeature({ slug }: { slug: string }) {
  const { brandPages, api } = useArea();
  const { code } = useShop();
  const entry = useStore(brandPages, (s) => s.pages[brandKey(code, slug)]);

  useEffect(() => {
    void loadBrandPage(brandPages, api, code, slug);
  }, [brandPages, api, code, slug]);

  if (entry?.status !== 'ready' || !entry.page) return null;
  const { page } = entry;
  const picture = page.featured[0]?.image;
  return (
    <section className="mfl-brand" aria-label={`About ${page.brand.name}`}>
      <div className="mfl-brand__banner">
        <div className="mfl-brand__text">
          <p className="mfl-brand__headline">{page.headline}</p>
          {page.story_html ? <ContentBody html={page.story_html} className="mfl-brand__story" /> : null}
        </div>
        {picture ? <ResponsiveImage image={picture} sizes={BANNER_IMAGE_SIZES} className="mfl-brand__picture" /> : null}
      </div>
      {page.featured.length ? (
        <>
          <h2 className="mfl-brand__featured-title">Featured from {page.brand.name}</h2>
          <ProductGrid products={page.featured} label={`Featured from ${page.brand.name}`} priorityFirst={false} />
        </>
      ) : null}
    </section>
  );
}
