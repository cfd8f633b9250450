import { formatNumber } from '@shared/format';
import { useLanguage } from '../../i18n/use-language';

/** A count on an icon button: at the top end corner, 9+ above nine. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  const { language } = useLanguage();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      data-count={count}
      className="absolute -end-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sand-600 px-1 text-[0.68rem] font-bold leading-none text-white ring-2 ring-surface"
    >
      {count > 9 ? `${formatNumber(9, language)}+` : formatNumber(count, language)}
    </span>
  );
}
