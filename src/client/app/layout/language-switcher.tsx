import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useUpdateProfile } from '../../features/users/api/update-profile';
import { useLanguage } from '../../i18n/use-language';

/**
 * Shows the other language's name in its own script, as people look for it.
 * For someone signed in, the choice is also kept on the account, so the
 * e-mails we send them (a password reset) come in the language they use.
 * Its name is the label people see, so someone using voice control can say it
 * (WCAG 2.5.3, label in name); what it does is its description.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { setLanguage, language } = useLanguage();
  const user = useCurrentUser().data;
  const updateProfile = useUpdateProfile(user?.id);
  const descriptionId = useId();
  const next = language === 'ar' ? 'en' : 'ar';
  const switchLanguage = () => {
    setLanguage(next);
    // A preference: if saving it fails, the page has switched all the same.
    if (user && user.preferredLanguage !== next) updateProfile.mutate({ preferredLanguage: next });
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={switchLanguage}
      aria-describedby={descriptionId}
      data-testid="language-switcher"
    >
      <Languages className="size-4" aria-hidden="true" />
      <span lang={next}>{t('language.switchTo')}</span>
      <span id={descriptionId} hidden>
        {t('language.switchLabel')}
      </span>
    </Button>
  );
}
