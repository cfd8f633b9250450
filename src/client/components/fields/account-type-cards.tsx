import { Building2, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../ui/radio-cards';

/** Individual or business, as two cards; a business then gives its details (`BusinessFields`). */
export function AccountTypeCards({
  value,
  onValueChange,
  label,
}: {
  /** 'individual' or 'business'. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** The group's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioCards value={value} onValueChange={onValueChange} aria-label={label}>
      <RadioCard
        value="individual"
        icon={<User className="size-5" aria-hidden="true" />}
        title={t('auth.signUp.individual')}
        description={t('auth.signUp.individualHint')}
      />
      <RadioCard
        value="business"
        icon={<Building2 className="size-5" aria-hidden="true" />}
        title={t('auth.signUp.business')}
        description={t('auth.signUp.businessHint')}
      />
    </RadioCards>
  );
}
