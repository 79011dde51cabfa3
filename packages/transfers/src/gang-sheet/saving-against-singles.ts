import type { Money } from '@storefront/contracts';
import type { Currency, StoreCode } from '@storefront/store-config';
import { succeeded, type Outcome } from '../outcome/outcome';
import { priceDtfTransfer } from '../dtf/price-dtf-transfer';
import { currencyOf, moneyOf } from '../shared/money';
import { packSheet, type PackSheetInput, type SheetPlan } from './pack-sheet';
import { priceGangSheet } from './price-gang-sheet';

export interface SavingInput extends PackSheetInput {
  store: StoreCode;
}

export interface SinglesLine {
  id: string;
  quantity: number;
  unitPrice: Money;
  total: Money;
}

export interface SavingAgainstSingles {
  currency: Currency;
  plan: SheetPlan;
  sheetPrices: { lengthIn: number; price: Money }[];
  sheetsTotal: Money;
  singles: SinglesLine[];
  singlesTotal: Money;
  /** singles − sheets: negative when the singles are cheaper (a few small transfers) */
  saving: Money;
  /** of the singles' total, one decimal */
  savingPercent: number;
}

/**
 * "Build a gang sheet from my transfers": the same images bought as single transfers (each design
 * at its own quantity tier, not pre-cut: gang-sheet images are cut by the customer too, so the
 * two are compared like for like) against the packed sheets at their preset prices.
 */
export function savingAgainstSingles(input: SavingInput): Outcome<SavingAgainstSingles> {
  const { store, ...packing } = input;
  const packed = packSheet(packing);
  if (!packed.ok) return packed;
  const currency = currencyOf(store);

  const sheetPrices: SavingAgainstSingles['sheetPrices'] = [];
  for (const sheet of packed.value.sheets) {
    const priced = priceGangSheet({ store, widthIn: sheet.widthIn, lengthIn: sheet.lengthIn });
    if (!priced.ok) return priced;
    sheetPrices.push({ lengthIn: sheet.lengthIn, price: priced.value.price });
  }
  const singles: SinglesLine[] = [];
  for (const item of input.items) {
    const priced = priceDtfTransfer({ store, widthIn: item.widthIn, heightIn: item.heightIn, quantity: item.quantity, preCut: false });
    if (!priced.ok) return priced;
    singles.push({ id: item.id, quantity: item.quantity, unitPrice: priced.value.unitPrice, total: priced.value.total });
  }
  const sheetsTotal = sheetPrices.reduce((sum, s) => sum + s.price.amount, 0);
  const singlesTotal = singles.reduce((sum, s) => sum + s.total.amount, 0);
  const saving = singlesTotal - sheetsTotal;
  return succeeded({
    currency,
    plan: packed.value,
    sheetPrices,
    sheetsTotal: moneyOf(sheetsTotal, currency),
    singles,
    singlesTotal: moneyOf(singlesTotal, currency),
    saving: moneyOf(saving, currency),
    savingPercent: singlesTotal === 0 ? 0 : Math.round((saving * 1000) / singlesTotal) / 10,
  });
}
