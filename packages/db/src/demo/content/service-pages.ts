import type { DemoContentPage } from './demo-content-page';

/** The other reserved pages that are content: careers, samples and same-day shipping. */
export const SERVICE_PAGES: readonly DemoContentPage[] = [
  {
    path: 'careers',
    title: 'Careers',
    summary: 'Work with the people who print, pack and ship for makers across the US and Canada.',
    body: `We are a small team of printers, packers, developers and support people. We hire in our US and Canadian warehouses and for remote roles.

No roles are open in this demonstration store. To introduce yourself, write to [{{support_email}}](mailto:{{support_email}}).
`,
  },
  {
    path: 'sample-instructions',
    title: 'Samples',
    summary: 'Order one garment or one transfer to check colour, fit and print before a large order.',
    body: `Order a sample the way you order anything else: add one piece to your cart. There is no minimum on blank apparel or on DTF transfers.

1. Pick the garment, colour and size, or a single transfer.
2. Check it: press a transfer at the temperature on its sheet, and wash a garment once before judging its fit.
3. Order the rest. Standard shipping is free from {{free_shipping_from}}.

Samples follow our usual [returns](/returns).
`,
  },
  {
    path: 'sameday',
    title: 'Same-day shipping',
    summary: 'Order in-stock goods before the cutoff and they leave the same business day.',
    body: `In-stock goods ordered before their cutoff (warehouse time, business days) ship the same day:

| Product line | Order by |
| --- | --- |
| Blank apparel | {{blanks_cutoff}} |
| DTF transfers | {{transfers_cutoff}} |
| Stickers | {{stickers_cutoff}} |
| Spangles | {{spangles_cutoff}} |
| Print | {{print_cutoff}} |

Overnight shipping has a cutoff an hour earlier. Made-to-order goods add {{production_days}} of production. The [shipping page](/shipping) lists every speed and price.
`,
  },
];
