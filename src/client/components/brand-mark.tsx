import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** The logo: a key (renting is handing over the key) on the primary teal, then the name in the page's script. */
export function BrandMark({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        className={cn(
          'grid size-9 place-items-center rounded-xl',
          inverted ? 'bg-white text-primary-800' : 'bg-primary-700 text-white',
        )}
        aria-hidden="true"
      >
        <KeyRound className="size-5 -rotate-45" strokeWidth={2.25} />
      </span>
      <span className={cn('text-2xl font-bold tracking-tight', inverted ? 'text-white' : 'text-primary-800')}>
        {t('brand.name')}
      </span>
    </span>
  );
}
