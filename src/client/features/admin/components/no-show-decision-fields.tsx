/**
 * The parts of a no-show decision (docs/decisions/0060-no-shows.md): the three outcomes as cards,
 * none chosen at first so the administrator picks one on purpose, each with what it does to the
 * money; and what the reason box asks for, with how much is written.
 */
import { formatNumber } from '@shared/format';
import {
  NO_SHOW_DECISIONS,
  NO_SHOW_STATEMENT_MAX,
  NO_SHOW_STATEMENT_MIN,
  type NoShowDecision,
} from '@shared/no-shows';
import { Handshake, type LucideIcon, PackageX, UserX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { useLanguage } from '../../../i18n/use-language';

const DECISION_ICONS: Record<NoShowDecision, LucideIcon> = {
  refund_in_full: PackageX,
  renter_no_show: UserX,
  rental_took_place: Handshake,
};

export function NoShowDecisionField({
  value,
  error,
  onChange,
}: {
  value: NoShowDecision | '';
  error?: string;
  onChange: (decision: NoShowDecision) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const k = (key: string) => t(`admin.disputes.noShows.decision.${key}`);
  return (
    <div className="flex flex-col gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {k('legend')}
        <span aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      </p>
      <RadioCards
        value={value}
        onValueChange={(next) => onChange(next as NoShowDecision)}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        className="lg:grid-cols-3"
      >
        {NO_SHOW_DECISIONS.map((decision) => {
          const Icon = DECISION_ICONS[decision];
          return (
            <RadioCard
              key={decision}
              value={decision}
              className="p-3"
              icon={<Icon className="size-5" aria-hidden="true" />}
              title={k(`decisions.${decision}`)}
              description={k(`effects.${decision}`)}
            />
          );
        })}
      </RadioCards>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Who is told the reason, its least length, and how many characters are written of the most. */
export function ReasonHint({ length }: { length: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <span className="flex flex-col gap-0.5">
      <span>{t('admin.disputes.noShows.decision.reasonHint')}</span>
      <span className="flex justify-between gap-3">
        <span>{t('admin.disputes.noShows.decision.reasonMin', { count: NO_SHOW_STATEMENT_MIN })}</span>
        <span className="tabular-nums" data-testid="text-count">
          {formatNumber(length, language)} / {formatNumber(NO_SHOW_STATEMENT_MAX, language)}
        </span>
      </span>
    </span>
  );
}
