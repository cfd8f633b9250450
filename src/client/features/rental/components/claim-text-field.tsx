import { CLAIM_TEXT_MAX, CLAIM_TEXT_MIN } from '@shared/claims';
import { formatNumber } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Field, Textarea } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';

/** The words of a claim or of a dispute (10 to 1,000 characters), with how many are written. */
export function ClaimTextField({
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Field
      label={label}
      required
      error={error}
      hint={
        <span className="flex justify-between gap-3">
          <span>{t('rental.claim.textMin', { count: CLAIM_TEXT_MIN })}</span>
          <span className="tabular-nums" data-testid="claim-text-count">
            {formatNumber(value.length, language)} / {formatNumber(CLAIM_TEXT_MAX, language)}
          </span>
        </span>
      }
    >
      <Textarea
        rows={4}
        dir="auto"
        maxLength={CLAIM_TEXT_MAX}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
