/**
 * Amounts of the payment answers, which come in integer halalas. Prices a person reads (the
 * checkout, earnings) show halalas only when there are some ("SAR 150", "SAR 157.50"): the daily
 * rate's rule, formatDailyRate in shared/format.ts. A tax invoice keeps formatMoney's two decimals.
 */
import type { Language } from '@shared/constants';
import { formatDailyRate, formatMoney, localeOf } from '@shared/format';
import { fromHalalas } from '@shared/pricing';

/** "SAR 150" / "١٥٠ ر.س.", and "SAR 157.50" when there are halalas. */
export function formatHalalaAmount(halalas: number, language: Language): string {
  return formatDailyRate(fromHalalas(halalas), language);
}

/** Always with two decimals, as totals and tax documents print them: "SAR 150.00". */
export function formatHalalaTotal(halalas: number, language: Language): string {
  return formatMoney(fromHalalas(halalas), language);
}

/** A share in basis points as a percent: 1500 → "15%" / "١٥٪". */
export function formatBasisPoints(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
