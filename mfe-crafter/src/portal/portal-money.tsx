import type { ReactNode } from 'react';
import { Price } from '@storefront/ui';
import { formatDay, formatMoment } from '../shared/format-day';
import { usePortal } from './portal-context';

/** Money and dates in the crafter's store: `money(1250)` → "$12.50" in their currency. */
export function usePortalFormat(): { money(amount: number): ReactNode; day(day: string): string; moment(iso: string): string } {
  const { me } = usePortal();
  return {
    money: (amount) => <Price money={{ amount, currency: me.currency }} />,
    day: (d) => formatDay(d, me.store),
    moment: (iso) => formatMoment(iso, me.store),
  };
}
