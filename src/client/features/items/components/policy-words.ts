import { CANCELLATION_RULES } from '@shared/cancellation';
import type { CancellationPolicy } from '@shared/constants';
import { useTranslation } from 'react-i18next';

/**
 * A cancellation policy in words: its name and its rule in one plain line ("Full refund until 24
 * hours before pickup, then half."), the time taken from the rule itself (shared/cancellation.ts)
 * so the words cannot drift from what is refunded.
 */
export function usePolicyWords() {
  const { t } = useTranslation();
  return (policy: CancellationPolicy) => {
    const hours = CANCELLATION_RULES[policy].hoursBefore;
    const time =
      hours > 24 && hours % 24 === 0
        ? t('itemPage.facts.days', { count: hours / 24 })
        : t('itemPage.policy.hours', { count: hours });
    return {
      name: t(`itemPage.policy.names.${policy}`),
      rule: t(`itemPage.policy.rules.${policy}`, { time }),
    };
  };
}
