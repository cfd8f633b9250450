import type { Item } from '@shared/api-types';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePolicyWords } from './policy-words';

/** The listing's cancellation policy and its rule, and what happens when the owner is the one to cancel. */
export function ItemPolicy({ item }: { item: Item }) {
  const { t } = useTranslation();
  const words = usePolicyWords()(item.cancellationPolicy);
  return (
    <section aria-labelledby="policy-heading" data-testid="cancellation-policy">
      <h2 id="policy-heading" className="text-xl font-bold">
        {t('itemPage.policy.heading')}
      </h2>
      <div className="mt-4 flex items-start gap-3 rounded-xl bg-surface p-4 ring-1 ring-line">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 sm:size-10">
          <CalendarX2 className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t('itemPage.policy.named', { name: words.name })}</p>
          <p className="text-ink/85">{words.rule}</p>
          <p className="mt-1 text-sm text-muted">{t('itemPage.policy.ownerSide')}</p>
        </div>
      </div>
    </section>
  );
}
