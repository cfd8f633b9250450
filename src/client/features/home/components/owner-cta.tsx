import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';

export function OwnerCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="owners-heading" className="mx-auto max-w-7xl px-4 pt-6 pb-14 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start justify-between gap-6 rounded-card bg-sand-100 p-8 md:flex-row md:items-center md:p-12">
        <div>
          <h2 id="owners-heading" className="text-2xl font-bold text-ink">
            {t('home.owners.title')}
          </h2>
          <p className="mt-2 text-sand-800">{t('home.owners.body')}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.listItem()}>{t('home.owners.cta')}</Link>
        </Button>
      </div>
    </section>
  );
}
