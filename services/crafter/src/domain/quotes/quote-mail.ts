import type { MailContent } from '@storefront/mail';
import { formatMoney, STORES } from '@storefront/store-config';
import type { QuoteRow } from './quote-rows';
import { quoteNumber } from './quote-status';

/** Everything in a mail comes from people: escaped before it goes into HTML. */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The mail that shares a quote with its customer: what it comes to, the deposit, and the link. */
export function quoteProposalMail(quote: QuoteRow, business: { businessName: string }, shareUrl: string): MailContent {
  const store = STORES[quote.store as 'us' | 'ca'];
  // a mail travels without the site around it: Canadian amounts say CAD, as the alert mails do
  const money = (minor: number) => formatMoney(minor, store.code, { showCode: store.code === 'ca' });
  const validUntil = new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${quote.validUntil}T00:00:00Z`));
  const number = quoteNumber(quote.number);
  const deposit = quote.totals.deposit.amount;
  const subject = `Quote ${number} from ${business.businessName}: ${quote.title}`;
  const lines = [
    `Hello ${quote.customerName ?? ''},`.trim(),
    '',
    `${business.businessName} sent you a quote: ${quote.title} (${number}).`,
    `Total: ${money(quote.totals.total)}`,
    deposit > 0 ? `Deposit to accept: ${money(deposit)}` : 'No deposit is needed to accept.',
    `Valid until ${validUntil}.`,
    ...(quote.message ? ['', quote.message] : []),
    '',
    `See the quote, then accept or decline it: ${shareUrl}`,
    '',
    'Anyone with this link can see the quote: keep it to yourself.',
  ];
  const html = `<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(business.businessName)} sent you a quote: <strong>${escapeHtml(quote.title)}</strong> (${number}).</p>
<p>Total: <strong>${escapeHtml(money(quote.totals.total))}</strong><br>${escapeHtml(lines[4]!)}<br>Valid until ${escapeHtml(validUntil)}.</p>
${quote.message ? `<p>${escapeHtml(quote.message).replace(/\n/g, '<br>')}</p>` : ''}
<p><a href="${escapeHtml(shareUrl)}">See the quote, then accept or decline it</a></p>
<p style="color:#555">Anyone with this link can see the quote: keep it to yourself.</p>`;
  return { subject, text: lines.join('\n'), html };
}
