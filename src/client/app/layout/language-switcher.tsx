import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';

/** Shows the other language's name in its own script, as people look for it. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { toggleLanguage, language } = useLanguage();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={toggleLanguage}
      aria-label={t('language.switchLabel')}
      data-testid="language-switcher"
    >
      <Languages className="size-4" aria-hidden="true" />
      <span lang={language === 'ar' ? 'en' : 'ar'}>{t('language.switchTo')}</span>
    </Button>
  );
}
