import type { Item } from '@shared/api-types';
import { bookableLengths } from '@shared/bookings';
import { cityName, regionName } from '@shared/cities';
import { formatMoney } from '@shared/format';
import {
  BadgeCheck,
  CalendarClock,
  CalendarRange,
  type LucideIcon,
  MapPin,
  ShieldCheck,
  Sparkles,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { requirementInEffect } from '../booking/identity-gate';

/** The rental terms in words, shared by the facts and the booking card. */
function useItemTerms(item: Item) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = new Set(item.pickupOptions);
  const handover = t(
    `itemPage.facts.handoverOptions.${options.size > 1 ? 'both' : options.has('delivery') ? 'delivery' : 'pickup'}`,
  );
  return {
    condition: t(`itemPage.facts.conditions.${item.condition}`),
    deposit: item.deposit === null ? t('itemPage.facts.noDeposit') : formatMoney(item.deposit, language),
    minRental: t('itemPage.facts.days', { count: item.minRentalDays }),
    // The platform's maximum stands in for a missing or longer one (docs/decisions/0033).
    maxRental: t('itemPage.facts.days', { count: bookableLengths(item).maxRentalDays }),
    handover,
  };
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  // Only dt and dd may sit in a dl's row: the icon is drawn inside the dt, in the row's start padding.
  return (
    <div className="relative min-w-0 ps-11 sm:ps-13">
      <dt className="text-sm text-muted">
        <span className="absolute start-0 top-0 grid size-9 place-items-center rounded-xl bg-primary-50 text-primary-700 sm:size-10">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="break-words font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * Condition, deposit, rental days, handover and place, as a list of labelled facts; and who may
 * book, when the owner asks for a verified identity (docs/decisions/0062-verified-members.md).
 */
export function ItemFacts({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const terms = useItemTerms(item);
  const region = item.state ? regionName(item.state, language) : null;
  const requirement = requirementInEffect(item);
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-xl font-bold">
        {t('itemPage.facts.heading')}
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-8">
        <Fact icon={Sparkles} label={t('itemPage.facts.condition')}>
          {terms.condition}
        </Fact>
        <Fact icon={ShieldCheck} label={t('itemPage.facts.deposit')}>
          {terms.deposit}
          {item.deposit !== null && (
            <span className="mt-0.5 block text-xs font-normal text-muted">{t('deposit.terms')}</span>
          )}
        </Fact>
        <Fact icon={CalendarClock} label={t('itemPage.facts.minRental')}>
          {terms.minRental}
        </Fact>
        <Fact icon={CalendarRange} label={t('itemPage.facts.maxRental')}>
          {terms.maxRental}
        </Fact>
        <Fact icon={Truck} label={t('itemPage.facts.handover')}>
          {terms.handover}
        </Fact>
        {requirement !== 'none' && (
          <Fact icon={BadgeCheck} label={t('itemPage.facts.whoCanBook')}>
            {t(`itemPage.facts.identityRequirement.${requirement}`)}
          </Fact>
        )}
        <Fact icon={MapPin} label={t('itemPage.facts.location')}>
          {item.address && (
            <>
              <bdi>{item.address}</bdi>
              {t('itemPage.facts.separator')}
            </>
          )}
          {cityName(item.city, language)}
          {region && region !== cityName(item.city, language) && (
            <span className="block text-sm font-normal text-muted">{region}</span>
          )}
        </Fact>
      </dl>
    </section>
  );
}
