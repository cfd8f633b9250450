import { formatNumber } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Field, Textarea } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';

/**
 * A member's words with how many are written: a claim's or a dispute's (10 to 1,000 characters,
 * required), an objection's, or a condition record's note (up to 500, optional: no `min`).
 */
export function CountedTextField({
  label,
  placeholder,
  value,
  error,
  min,
  max,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  /** The fewest characters; given, the words are required. */
  min?: number;
  max: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const required = min !== undefined;
  return (
    <Field
      label={label}
      required={required}
      optional={!required}
      error={error}
      hint={
        <span className="flex justify-between gap-3">
          <span>{required && t('rental.textMin', { count: min })}</span>
          <span className="tabular-nums" data-testid="text-count">
            {formatNumber(value.length, language)} / {formatNumber(max, language)}
          </span>
        </span>
      }
    >
      <Textarea
        rows={4}
        dir="auto"
        maxLength={max}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
