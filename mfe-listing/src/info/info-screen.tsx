import type { ReactNode } from 'react';
import { hourText, PRODUCTION_DAYS, SPEED_PRICES, STOCK_CUTOFFS, transitDayRange, type SpeedCode } from '@storefront/delivery';
import { INFO_PAGES, withStore, type InfoPage } from '@storefront/routing';
import { formatMoney, pageTitle, STORES, SUPPORT, type StoreCode } from '@storefront/store-config';
import { AppLink, useDocumentTitle, useShop } from '@storefront/ui';

/**
 * The store's short information pages (help, shipping, returns, contact, about, accessibility):
 * honest, plain content until a later issue brings a help centre from a CMS. Every figure comes
 * from the constants the checkout and the delivery engine apply, so a page never promises what
 * the store does not do.
 */
export function InfoScreen({ page }: { page: InfoPage }) {
  const { code } = useShop();
  const heading = INFO_PAGES[page];
  useDocumentTitle(pageTitle(heading));
  return (
    <article className="mfl-info" aria-labelledby="mfl-info-title">
      <h1 id="mfl-info-title" className="mfl-info__title">
        {heading}
      </h1>
      {CONTENT[page](code)}
    </article>
  );
}

const SPEEDS: readonly { code: SpeedCode; label: string }[] = [
  { code: 'standard', label: 'Standard' },
  { code: 'expedited', label: 'Expedited' },
  { code: 'overnight', label: 'Overnight' },
];

const days = (n: number) => `${n} business day${n === 1 ? '' : 's'}`;
const money = (amount: number, store: StoreCode) => formatMoney(amount, store, { showCode: store === 'ca' });

function InfoLink({ page, store, children }: { page: InfoPage; store: StoreCode; children: ReactNode }) {
  return (
    <AppLink href={withStore(`/${page}`, store)} className="mfl-link">
      {children}
    </AppLink>
  );
}

/**
 * The consumer review policy (§2: the review summary's help tooltip links here, /help#review-policy).
 * It states what the reviews service enforces: buyers of delivered lines only, once per purchase,
 * published whatever the rating, hidden only for the reasons listed, one helpful vote per shopper.
 */
export const REVIEW_POLICY_ID = 'review-policy';

function ReviewPolicy() {
  return (
    <section id={REVIEW_POLICY_ID} className="mfl-info__section" aria-labelledby={`${REVIEW_POLICY_ID}-title`}>
      <h2 id={`${REVIEW_POLICY_ID}-title`} className="mfl-info__subtitle">
        Consumer review policy
      </h2>
      <ul>
        <li>Only shoppers who bought a product and received it can review it: one review for each item of an order. Every review is marked as a verified purchase.</li>
        <li>Each review shows what the shopper bought (colour, size, how it was printed and a transfer’s size), so you can read the reviews of exactly what you are buying.</li>
        <li>We publish every review at once, whatever its rating. We never edit a review’s words, and we do not pay or reward anyone for a review or for its rating.</li>
        <li>
          Our staff hide a review only when it is not about the product, shares someone’s personal information, is abusive, or advertises. A hidden review, and its votes, no
          longer count in the product’s rating.
        </li>
        <li>“Helpful” votes take a quick automatic check first, and each shopper can vote for a review once.</li>
      </ul>
    </section>
  );
}

const CONTENT: Record<InfoPage, (store: StoreCode) => ReactNode> = {
  help: (store) => (
    <>
      <p>Answers to the questions shoppers ask most. Pick a topic:</p>
      <ul className="mfl-info__topics">
        <li>
          <InfoLink page="shipping" store={store}>Shipping</InfoLink>: speeds, prices, cutoffs and free shipping.
        </li>
        <li>
          <InfoLink page="returns" store={store}>Returns</InfoLink>: what can come back, and how.
        </li>
        <li>
          <InfoLink page="contactus" store={store}>Contact us</InfoLink>: reach a person.
        </li>
        <li>
          <InfoLink page="about-us" store={store}>About us</InfoLink>: who we are.
        </li>
        <li>
          <InfoLink page="accessibility" store={store}>Accessibility</InfoLink>: using this store with assistive technology.
        </li>
        <li>
          <a href="#review-policy" className="mfl-link">
            Consumer review policy
          </a>
          : who may review, and what we publish.
        </li>
      </ul>
      <ReviewPolicy />
    </>
  ),
  shipping: (store) => {
    const country = store === 'ca' ? 'CA' : 'US';
    const cutoff = STOCK_CUTOFFS.blanks.standard;
    return (
      <>
        <p>
          Standard shipping is free on orders of {money(STORES[store].freeShippingFrom, store)} or more (after coupons). Otherwise, each
          speed costs:
        </p>
        <table className="mfl-info__table">
          <caption className="sf-visually-hidden">Shipping speeds in the {STORES[store].name} store</caption>
          <thead>
            <tr>
              <th scope="col">Speed</th>
              <th scope="col">Price</th>
              <th scope="col">In transit</th>
            </tr>
          </thead>
          <tbody>
            {SPEEDS.map((s) => {
              const [min, max] = transitDayRange(country, s.code);
              return (
                <tr key={s.code}>
                  <th scope="row">{s.label}</th>
                  <td>{money(SPEED_PRICES[store][s.code], store)}</td>
                  <td>{min === max ? days(min) : `${min}–${days(max)}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <h2 className="mfl-info__subtitle">When your order ships</h2>
        <ul>
          <li>In-stock blanks ship the same business day when ordered by {hourText(cutoff.hour)} (warehouse time); later orders ship the next business day.</li>
          <li>Printed and made-to-order goods are made for you and ship after {days(PRODUCTION_DAYS.made)} of production.</li>
          <li>Transit starts when the parcel leaves; each product page and the checkout show the date for your address.</li>
        </ul>
      </>
    );
  },
  returns: (store) => (
    <>
      <h2 className="mfl-info__subtitle">Blank apparel</h2>
      <p>Return unworn, unwashed blanks in their original condition within {SUPPORT.returnDays} days of delivery for a refund to your original payment method.</p>
      <h2 className="mfl-info__subtitle">Printed and made-to-order goods</h2>
      <p>
        These are made for you, so they cannot be returned for a change of mind. If one arrives damaged, misprinted or different from
        the proof you approved, tell us within {SUPPORT.returnDays} days of delivery with a photo and we will reprint it or refund it.
      </p>
      <p>
        To start a return, <InfoLink page="contactus" store={store}>contact us</InfoLink> with your order number.
      </p>
    </>
  ),
  contactus: () => (
    <>
      <p>This is a demonstration store: these contacts are examples and reach no one.</p>
      <ul>
        <li>
          Email: <a className="mfl-link" href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </li>
        <li>
          Phone: <a className="mfl-link" href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> ({SUPPORT.hours})
        </li>
      </ul>
      <p>Please have your order number to hand.</p>
    </>
  ),
  'about-us': (store) => (
    <>
      <p>
        We print custom apparel, DTF transfers, stickers, spangles and print goods, and sell blank apparel for makers who decorate their
        own. Orders ship from warehouses in the United States and Canada, priced in each country&apos;s own currency.
      </p>
      <p>
        Read how we <InfoLink page="shipping" store={store}>ship</InfoLink> and what our <InfoLink page="returns" store={store}>returns</InfoLink> cover.
      </p>
    </>
  ),
  accessibility: (store) => (
    <>
      <p>
        We want everyone to be able to shop here. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: every
        control has a name, works with a keyboard and is announced by screen readers, and text keeps enough contrast to read.
      </p>
      <p>
        If something gets in your way, <InfoLink page="contactus" store={store}>contact us</InfoLink> and tell us the page and what
        happened; we will help you complete your order and fix the problem.
      </p>
    </>
  ),
};
