import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any path the router does not know (SPEC section 2: 'Page Not Found'). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Compass className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold text-primary-700">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home()}>{t('common.backHome')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.browse()}>{t('common.browseItems')}</Link>
        </Button>
      </div>
    </section>
  );
}

export { NotFoundPage as Component };
