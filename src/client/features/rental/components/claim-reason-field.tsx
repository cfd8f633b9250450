import { CLAIM_REASONS, type ClaimReason } from '@shared/claims';
import { ClockAlert, type LucideIcon, PackageX, Sparkles, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';

/** One picture per reason, the same in the form and on the claim. */
export const CLAIM_REASON_ICONS: Record<ClaimReason, LucideIcon> = {
  damage: TriangleAlert,
  missing_parts: PackageX,
  late_return: ClockAlert,
  cleaning: Sparkles,
};

/** The claim's reason: four cards, none chosen at first, so the owner picks one on purpose. */
export function ClaimReasonField({
  value,
  error,
  onChange,
}: {
  value: ClaimReason | '';
  error?: string;
  onChange: (reason: ClaimReason) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {t('rental.claim.form.reason')}
        <span aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      </p>
      <RadioCards
        value={value}
        onValueChange={(next) => onChange(next as ClaimReason)}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
      >
        {CLAIM_REASONS.map((reason) => {
          const Icon = CLAIM_REASON_ICONS[reason];
          return (
            <RadioCard
              key={reason}
              value={reason}
              className="p-3"
              icon={<Icon className="size-5" aria-hidden="true" />}
              title={t(`rental.claim.reasons.${reason}`)}
              description={t(`rental.claim.reasonHints.${reason}`)}
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
