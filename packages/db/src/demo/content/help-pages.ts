import type { DemoContentPage } from './demo-content-page';

/** Help and the pages it points to. Figures are `{{placeholders}}` the catalog fills per store. */
export const HELP_PAGES: readonly DemoContentPage[] = [
  {
    path: 'help',
    title: 'Help',
    summary: 'Answers to the questions shoppers ask most: ordering, shipping, returns, our products and the review policy.',
    body: `Answers to the questions shoppers ask most. Pick a topic:

- [Ordering and returning](/faq/ordering-and-returning): paying, changing an order, and sending goods back.
- [Shipping](/shipping): speeds, prices, cutoffs and free shipping; [same-day shipping](/sameday).
- [Returns](/returns): what can come back, and how.
- [Product info](/faq/product-info): print files, DTF transfers, stickers and spangles.
- [Samples](/sample-instructions): try a garment or a transfer before a big order.
- [Contact us](/contactus): reach a person.
- [Consumer review policy](#consumer-review-policy): who may review, and what we publish.

## Consumer review policy

- Only shoppers who bought a product and received it can review it: one review for each item of an order. Every review is marked as a verified purchase.
- Each review shows what the shopper bought (colour, size, how it was printed and a transfer’s size), so you can read the reviews of exactly what you are buying.
- We publish every review at once, whatever its rating. We never edit a review’s words, and we do not pay or reward anyone for a review or for its rating.
- Our staff hide a review only when it is not about the product, shares someone’s personal information, is abusive, or advertises. A hidden review, and its votes, no longer count in the product’s rating.
- “Helpful” votes take a quick automatic check first, and each shopper can vote for a review once.
`,
  },
  {
    path: 'shipping',
    title: 'Shipping',
    summary: 'Shipping speeds, prices and cutoffs in the {{store_name}} store, and when standard shipping is free.',
    body: `Standard shipping is free on orders of {{free_shipping_from}} or more (after coupons). Otherwise, each speed costs:

{{shipping_speeds}}

## When your order ships

- In-stock blanks ship the same business day when ordered by {{blanks_cutoff}} (warehouse time); later orders ship the next business day. See [same-day shipping](/sameday) for every product line.
- Printed and made-to-order goods are made for you and ship after {{production_days}} of production.
- Transit starts when the parcel leaves; each product page and the checkout show the date for your address.
`,
  },
  {
    path: 'returns',
    title: 'Returns',
    summary: 'Blanks come back within {{return_days}} days; printed goods are reprinted or refunded when they arrive wrong.',
    body: `## Blank apparel

Return unworn, unwashed blanks in their original condition within {{return_days}} days of delivery for a refund to your original payment method.

## Printed and made-to-order goods

These are made for you, so they cannot be returned for a change of mind. If one arrives damaged, misprinted or different from the proof you approved, tell us within {{return_days}} days of delivery with a photo and we will reprint it or refund it.

To start a return, [contact us](/contactus) with your order number.
`,
  },
  {
    path: 'contactus',
    title: 'Contact us',
    summary: 'Email or call the store team: {{support_hours}}.',
    body: `This is a demonstration store: these contacts are examples and reach no one.

- Email: [{{support_email}}](mailto:{{support_email}})
- Phone: [{{support_phone}}]({{support_phone_href}}) ({{support_hours}})

Please have your order number to hand.
`,
  },
  {
    path: 'about-us',
    title: 'About us',
    summary: 'Custom-printed and blank apparel, DTF transfers, stickers, spangles and print, shipped from the US and Canada.',
    body: `We print custom apparel, DTF transfers, stickers, spangles and print goods, and sell blank apparel for makers who decorate their own. Orders ship from warehouses in the United States and Canada, priced in each country’s own currency.

Read how we [ship](/shipping) and what our [returns](/returns) cover, or [join the team](/careers).
`,
  },
  {
    path: 'accessibility',
    title: 'Accessibility',
    summary: 'How we make the store usable with a keyboard, a screen reader and any screen size.',
    body: `We want everyone to be able to shop here. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: every control has a name, works with a keyboard and is announced by screen readers, and text keeps enough contrast to read.

If something gets in your way, [contact us](/contactus) and tell us the page and what happened; we will help you complete your order and fix the problem.
`,
  },
];
