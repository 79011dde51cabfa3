import type { ReactNode } from 'react';
import type { Money } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { formatDay, formatMoment } from '../shared/format-day';
import { usePortal } from './portal-context';

/**
 * Money and dates in the crafter's store: `money(1250)` → "$12.50" in their currency. A store order
 * carries its own currency (`money(total.amount, total.currency)`): one not the crafter's shows its code.
 */
export function usePortalFormat(): { money(amount: number, currency?: Money['currency']): ReactNode; day(day: string): string; moment(iso: string): string } {
  const { me } = usePortal();
  return {
    money: (amount, currency = me.currency) => <Price money={{ amount, currency }} />,
    day: (d) => formatDay(d, me.store),
    moment: (iso) => formatMoment(iso, me.store),
  };
}
