import { useId, useState } from 'react';
import type { AssetResponse, Licence } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { brandUrl, withStore } from '@storefront/routing';
import { AppLink, LibraryToggle, Price, useShop } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { AssetSlider } from '../cards/asset-slider';
import { DigitalAddForm } from '../cart/digital-add-form';
import { LicenceChoice } from '../licence/licence-choice';
import { LicenceTermsButton } from '../licence/licence-terms';
import { ShopperSection } from '../shopper/shopper-section';
import { AssetFacts } from './asset-facts';
import { AssetPreviews } from './asset-previews';

export interface AssetViewProps {
  answer: AssetResponse;
  api: Pick<DigitalAssetsApi, 'addToCart'>;
  http: HttpClient;
  csrfToken: string;
}

/** One digital asset's page: previews, what it is, the licence and the form, related designs, the shopper's files. */
export function AssetView({ answer: { asset, related }, api, http, csrfToken }: AssetViewProps) {
  const { code } = useShop();
  const titleId = useId();
  // standard first: the licence most buyers need, and the price cards show
  const [licence, setLicence] = useState<Licence>(asset.licences.some((l) => l.licence === 'standard') ? 'standard' : asset.licences[0]!.licence);
  const offer = asset.licences.find((l) => l.licence === licence) ?? asset.licences[0]!;

  return (
    <article className="da-asset" aria-labelledby={titleId}>
      <nav className="da-crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <AppLink href={withStore('/', code)} className="sf-quiet-link">
              Home
            </AppLink>
          </li>
          <li>
            <AppLink href={withStore('/digital-assets', code)} className="sf-quiet-link">
              Digital assets
            </AppLink>
          </li>
          <li aria-current="page">{asset.title}</li>
        </ol>
      </nav>

      <div className="da-asset__layout">
        <AssetPreviews previews={asset.previews} title={asset.title} />

        <div className="da-asset__info">
          <div className="da-title-row">
            <h1 id={titleId} className="da-title">
              {asset.title}
            </h1>
            <LibraryToggle product={asset.slug} name={asset.title} className="da-library" />
          </div>
          <p className="da-author">
            by <AppLink href={brandUrl(asset.brand.slug, code)}>{asset.author}</AppLink>
          </p>
          <p className="da-price">
            <Price money={offer.price} className="da-price__amount" /> <span className="da-muted">{offer.label}</span>
          </p>

          <LicenceChoice offers={asset.licences} chosen={licence} onChoose={setLicence} />
          <LicenceTermsButton offers={asset.licences} />
          <DigitalAddForm api={api} title={asset.title} image={asset.previews[0] ?? null} offer={offer} />

          <AssetFacts asset={asset} />
          <section className="da-description" aria-labelledby={`${titleId}-about`}>
            <h2 id={`${titleId}-about`} className="da-section-title">
              About this design
            </h2>
            <p>{asset.description}</p>
          </section>
        </div>
      </div>

      <AssetSlider title="Related designs" cards={related} />
      <ShopperSection http={http} csrfToken={csrfToken} slug={asset.slug} />
    </article>
  );
}
