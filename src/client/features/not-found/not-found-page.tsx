import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any path the router does not know (docs/product.md, "Pages": 'Page Not Found'). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePage
      icon={<Compass className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <>
          <Button asChild>
            <Link to={paths.home()}>{t('common.backHome')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.browse()}>{t('common.browseItems')}</Link>
          </Button>
        </>
      }
    />
  );
}

export { NotFoundPage as Component };
