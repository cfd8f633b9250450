import type { Responsiveness } from '@shared/answers/verification';
import { formatPercent } from '@shared/format';
import { MessageCircleReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';

/**
 * How quickly an owner answers (docs/decisions/0062-verified-members.md): "Usually answers within an
 * hour · answers 95%", the share in the page's digits; nothing until there are enough requests to say.
 */
export function ResponsivenessLine({ value, className }: { value: Responsiveness; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!value) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted', className)} data-testid="responsiveness">
      <MessageCircleReply className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <span>
        {t(`verification.responsiveness.${value.bucket}`)}
        {' · '}
        {t('verification.responsiveness.percent', {
          percent: formatPercent(value.answeredPercent, language),
        })}
      </span>
    </p>
  );
}
