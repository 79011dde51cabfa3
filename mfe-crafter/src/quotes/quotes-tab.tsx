import { useState } from 'react';
import { QuoteEditor } from './editor/quote-editor';
import type { EditorHandoff } from './editor/quote-editor.store';
import { QuotesList } from './quotes-list';

/**
 * The quotes section: the list, or the editor of the quote the address names. A new quote's
 * editor hands its saved self to the editor at the new address, so nothing is read again.
 */
export function QuotesTab({ quote }: { quote: string | null }) {
  const [handoff, setHandoff] = useState<EditorHandoff | null>(null);
  if (!quote) return <QuotesList />;
  const id = quote === 'new' ? null : quote;
  return <QuoteEditor key={quote} id={id} handoff={handoff && handoff.quote.id === id ? handoff : null} onCreated={setHandoff} />;
}
