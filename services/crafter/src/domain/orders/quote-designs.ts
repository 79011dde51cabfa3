import type { QuoteDesign } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { designLinesOf, findQuoteRow } from '../quotes/quote-rows';

/**
 * The crafter's quote's design lines as "Order the goods" puts them in the cart: the document the
 * quote priced (frozen at the draft's last save) and the pieces per size. Null: not their quote.
 */
export async function quoteDesigns(db: Database, crafterId: string, quoteId: string): Promise<QuoteDesign[] | null> {
  const quote = await findQuoteRow(db, crafterId, quoteId);
  if (!quote) return null;
  const lines = await designLinesOf(db, quote.id);
  return lines.map((line) => ({
    line_id: line.id,
    title: line.title,
    project_id: line.projectId!,
    document: line.designDocument ?? null,
    quantities: Object.fromEntries(line.sizes.map((s) => [s.size, s.quantity])),
  }));
}
