import type { DemoContentPage } from './demo-content-page';

/** The FAQ and its four sub-pages (§2 reserves faq/ordering-and-returning, shipping, product-info, general). */
export const FAQ_PAGES: readonly DemoContentPage[] = [
  {
    path: 'faq',
    title: 'Frequently asked questions',
    summary: 'Quick answers about ordering, shipping, our products and the store.',
    body: `- [Ordering and returning](/faq/ordering-and-returning)
- [Shipping](/faq/shipping)
- [Product info](/faq/product-info)
- [General](/faq/general)

Can’t find your answer? [Contact us](/contactus).
`,
  },
  {
    path: 'faq/ordering-and-returning',
    title: 'Ordering and returning',
    summary: 'Paying, changing an order before it is made, and sending goods back.',
    body: `## How do I pay?

By card at checkout, in {{currency}}. Your card is charged when you place the order.

## Can I change or cancel an order?

Blank apparel can be changed until it ships. Printed and made-to-order goods go into production within the day; [contact us](/contactus) at once and we will stop it if printing has not started.

## How do returns work?

Unworn blanks come back within {{return_days}} days of delivery. Printed goods are reprinted or refunded when they arrive damaged or different from your proof. The [returns page](/returns) has the details.
`,
  },
  {
    path: 'faq/shipping',
    title: 'Shipping questions',
    summary: 'When orders ship, what shipping costs and when it is free.',
    body: `## When will my order arrive?

Each product page and the checkout show a delivery date for your address, production included. In-stock blanks ordered by {{blanks_cutoff}} (warehouse time) ship the same business day.

## Is shipping free?

Standard shipping is free on orders of {{free_shipping_from}} or more, after coupons. The [shipping page](/shipping) lists every speed and price.
`,
  },
  {
    path: 'faq/product-info',
    title: 'Product info',
    summary: 'Print files, DTF transfers, gang sheets, stickers and spangles.',
    body: `## What files print best?

Artwork at 300 DPI at its printed size, with a transparent background. We hold files under 150 DPI and ask before printing them, because they print soft.

## How big is a print?

About 12 × 16 in on the front or back of an adult tee, 3.5–4 in wide on the left chest, and about 12 × 10 in above a hoodie’s pocket.

## What are DTF transfers and gang sheets?

Designs printed on film 22 in wide, which you press onto garments with a heat press. A gang sheet is one length of film holding many designs, sold by length; dark garments get a white underbase.

## Stickers and spangles

Die-cut stickers follow your artwork’s outline; kiss-cut ones leave the backing whole. Spangle (rhinestone) transfers use stones from SS6 (about 2 mm) to SS20 (about 4.7 mm), priced by the stone count.
`,
  },
  {
    path: 'faq/general',
    title: 'General questions',
    summary: 'Accounts, the US and Canadian stores, and reviews.',
    body: `## Which store should I use?

The United States store prices in USD and ships from US warehouses; the Canadian store prices in CAD and ships from Canada. You are in the {{store_name}} store.

## Do I need an account?

No: you can check out as a guest. An account keeps your orders, addresses, favourites and downloads together.

## Who writes the reviews?

Only shoppers who received what they bought. Read our [review policy](/help#consumer-review-policy).
`,
  },
];
