import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Stands in for a route whose issue has not landed yet (the foundation issue
 * allows this); each later issue replaces its routes with the real page.
 */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(`pages.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-sand-100 text-sand-800">
        <Hammer className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-lg font-semibold text-primary-700">{t('comingSoon.title')}</p>
      <p className="mt-3 text-muted">{t('comingSoon.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home()}>{t('common.backHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
