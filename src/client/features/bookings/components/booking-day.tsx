import { formatDay, formatHijriDay } from '@shared/format';
import { useLanguage } from '../../../i18n/use-language';

/** A day as people read it, and in Arabic its Hijri date under it. */
export function Day({ label, day }: { label: string; day: string }) {
  const { language } = useLanguage();
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">
        <time dateTime={day}>{formatDay(day, language, { weekday: true })}</time>
      </dd>
      {language === 'ar' && <dd className="text-xs text-muted">{formatHijriDay(day)}</dd>}
    </div>
  );
}
