import { withStore } from '@storefront/routing';
import { formatMoney, type StoreCode } from '@storefront/store-config';
import type { AlertMailRow } from './alert-mail-queue';

/** Where alerts are managed (My Library), in the shopper's store. */
export const LIBRARY_PATH = '/account/library';

export interface AlertMailContent {
  subject: string;
  text: string;
  html: string;
}

type AlertMailFacts = Pick<AlertMailRow, 'kind' | 'store' | 'productName' | 'productPath' | 'oldAmount' | 'newAmount' | 'sku' | 'size'>;

/** Prices as the store shows them; Canadian ones say CAD, as the footer does, since a mail travels without the site around it. */
const money = (minor: number, store: StoreCode) => formatMoney(minor, store, { showCode: store === 'ca' });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The alert email: plain text and a simple HTML part saying the same, with absolute links (from
 * the configured public origin, never a request's Host) to the product page and to My Library.
 */
export function renderAlertMail(mail: AlertMailFacts, publicOrigin: string): AlertMailContent {
  const store = mail.store as StoreCode;
  const productUrl = new URL(mail.productPath, publicOrigin).toString();
  const libraryUrl = new URL(withStore(LIBRARY_PATH, store), publicOrigin).toString();
  const name = mail.productName;
  let subject: string;
  let news: string;
  let reason: string;
  if (mail.kind === 'price_drop') {
    subject = `Price drop: ${name}`;
    news = `${name} is now ${money(mail.newAmount!, store)} (was ${money(mail.oldAmount!, store)}).`;
    reason = 'You asked us to tell you when its price dropped.';
  } else {
    const what = mail.sku !== null ? ` (SKU ${mail.sku})` : mail.size !== null ? ` in size ${mail.size}` : '';
    subject = `Back in stock: ${name}`;
    news = `${name}${what} is back in stock.`;
    reason = 'You asked us to tell you when it came back in stock.';
  }
  const text = [news, '', `See it: ${productUrl}`, '', `${reason} Manage your alerts in My Library: ${libraryUrl}`, ''].join('\n');
  const html = [
    '<!doctype html>',
    `<html><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(news)}</p>`,
    `<p><a href="${escapeHtml(productUrl)}">See ${escapeHtml(name)}</a></p>`,
    `<p style="color: #555">${escapeHtml(reason)} <a href="${escapeHtml(libraryUrl)}">Manage your alerts in My Library</a>.</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
