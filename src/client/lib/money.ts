/**
 * Amounts of the payment answers, which come in integer halalas. Prices a person reads (the
 * checkout, earnings) show halalas only when there are some ("SAR 150", "SAR 157.50"): the daily
 * rate's rule, formatDailyRate in shared/format.ts. Totals and tax invoices keep two decimals:
 * formatHalalas, and percents formatPercent, in shared/format.ts.
 */
import type { Language } from '@shared/constants';
import { formatDailyRate } from '@shared/format';
import { fromHalalas } from '@shared/halalas';

/** "SAR 150" / "١٥٠ ر.س.", and "SAR 157.50" when there are halalas. */
export function formatHalalaAmount(halalas: number, language: Language): string {
  return formatDailyRate(fromHalalas(halalas), language);
}
