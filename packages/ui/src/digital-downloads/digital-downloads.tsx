import { useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { PurchasedAsset } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { ResponsiveImage } from '../image/responsive-image';
import { AppLink } from '../navigation/app-link';
import { Notice } from '../notice/notice';
import { Spinner } from '../spinner/spinner';
import { useShop } from '../store/store-context';
import { formatLabel, licenceText, linkIsStale, printsText } from './purchase-words';

export interface DigitalDownloadsProps {
  purchases: readonly PurchasedAsset[];
  /**
   * 'order': one order's files (the thank-you page); 'library': every purchase, each with its
   * order, date and the printed units used against its licence (My Library).
   */
  context: 'order' | 'library';
  /**
   * A pressed link had expired (they last 15 minutes): fetch the purchases again and answer the
   * new address of that file, or null when it is no longer offered. A rejection is shown at the item.
   */
  renew(orderLineId: string, format: string): Promise<string | null>;
  /** where a renewed link is followed; default the page's own location (a download leaves the page as it is) */
  open?: (url: string) => void;
  /** the clock links are checked against (tests) */
  now?: () => number;
  /** each purchase's heading level: 3 under a section's h2 */
  headingLevel?: 3 | 4;
}

type Trouble = { line: string; message: string };

/**
 * Bought digital assets and their files: the picture, the title (to the asset's page), the
 * licence, one download link per format and the licence certificate; in My Library also the order
 * (linked), the date in the store's format and the printed units used. Download links are signed
 * and short-lived, so a link pressed after it expired is renewed first and then followed: the
 * page may stay open for any time and every press still downloads.
 */
export function DigitalDownloads({ purchases, context, renew, open = (url) => window.location.assign(url), now = Date.now, headingLevel = 3 }: DigitalDownloadsProps) {
  const store = useShop();
  const [renewing, setRenewing] = useState<string | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  // a second press while a link is renewed is ignored, not queued
  const busy = useRef(false);
  const dates = useMemo(() => new Intl.DateTimeFormat(store.locale, { dateStyle: 'medium' }), [store.locale]);

  const follow = async (e: MouseEvent<HTMLAnchorElement>, p: PurchasedAsset, format: string, expiresAt: string) => {
    if (!linkIsStale(expiresAt, now())) return;
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setRenewing(p.order_line_id);
    setTrouble(null);
    try {
      const url = await renew(p.order_line_id, format);
      if (url) open(url);
      else setTrouble({ line: p.order_line_id, message: `The ${formatLabel(format)} file of ${p.product.title} is no longer offered.` });
    } catch {
      setTrouble({ line: p.order_line_id, message: 'We could not renew this download link. Please press it again.' });
    } finally {
      busy.current = false;
      setRenewing(null);
    }
  };

  return (
    <ul className="sf-downloads">
      {purchases.map((p) => (
        <PurchaseItem
          key={p.order_line_id}
          purchase={p}
          context={context}
          headingLevel={headingLevel}
          date={formatDay(dates, p.purchased_at)}
          storeCode={store.code}
          renewing={renewing === p.order_line_id}
          trouble={trouble?.line === p.order_line_id ? trouble.message : null}
          onFollow={follow}
        />
      ))}
    </ul>
  );
}

function formatDay(f: Intl.DateTimeFormat, iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}

function PurchaseItem({
  purchase: p,
  context,
  headingLevel,
  date,
  storeCode,
  renewing,
  trouble,
  onFollow,
}: {
  purchase: PurchasedAsset;
  context: DigitalDownloadsProps['context'];
  headingLevel: 3 | 4;
  date: string;
  storeCode: 'us' | 'ca';
  renewing: boolean;
  trouble: string | null;
  onFollow(e: MouseEvent<HTMLAnchorElement>, p: PurchasedAsset, format: string, expiresAt: string): void;
}) {
  const headingId = useId();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const library = context === 'library';
  // what tells two items' links apart: the asset and licence, and in My Library the order too
  const whose = `${p.product.title}, ${p.licence_label}${library ? `, order ${p.order_number}` : ''}`;
  return (
    <li className="sf-downloads__item" aria-labelledby={headingId}>
      <ResponsiveImage image={p.product.image} sizes="96px" className="sf-downloads__image" />
      <div className="sf-downloads__body">
        <Heading id={headingId} className="sf-downloads__title">
          <AppLink href={withStore(p.product.url, storeCode)}>{p.product.title}</AppLink>
        </Heading>
        <p className="sf-downloads__facts">
          <span>{licenceText(p)}</span>
          {library ? (
            <>
              <span>
                Order <AppLink href={withStore(`/orders/${encodeURIComponent(p.order_number)}`, storeCode)}>{p.order_number}</AppLink>
              </span>
              <span>
                <time dateTime={p.purchased_at}>{date}</time>
              </span>
              <span>{printsText(p, storeCode)}</span>
            </>
          ) : null}
        </p>
        <ul className="sf-downloads__links" aria-label={`Files of ${whose}`}>
          {p.downloads.map((d) => (
            <li key={d.format}>
              <a href={d.url} download aria-label={`Download ${formatLabel(d.format)}, ${whose}`} onClick={(e) => onFollow(e, p, d.format, d.expires_at)}>
                Download {formatLabel(d.format)}
              </a>
            </li>
          ))}
          <li>
            <a href={p.certificate_url} aria-label={`Licence certificate (PDF), ${whose}`}>
              Licence certificate (PDF)
            </a>
          </li>
        </ul>
        {renewing ? <Spinner label="Renewing the download link" visibleLabel /> : null}
        {trouble ? <Notice tone="error">{trouble}</Notice> : null}
      </div>
    </li>
  );
}
