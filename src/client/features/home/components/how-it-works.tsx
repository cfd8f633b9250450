import { formatNumber } from '@shared/format';
import { CalendarCheck, Handshake, type LucideIcon, Search, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { SectionHeading } from './section-heading';

const STEPS: { key: 'find' | 'book' | 'pickup' | 'return'; icon: LucideIcon }[] = [
  { key: 'find', icon: Search },
  { key: 'book', icon: CalendarCheck },
  { key: 'pickup', icon: Handshake },
  { key: 'return', icon: Star },
];

/** The answer to the header's "How it works" (a dead button before; docs/decisions/0008-spec-departures-foundation.md). */
export function HowItWorks() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 bg-surface py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-heading" title={t('home.how.title')} subtitle={t('home.how.subtitle')} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="rounded-card border border-line p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-primary-700 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-primary-700" aria-hidden="true">
                  {formatNumber(index + 1, language)}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(`home.how.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t(`home.how.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
