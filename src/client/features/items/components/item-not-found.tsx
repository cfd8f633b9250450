import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { MessagePage } from '../../../components/message-page';
import { Button } from '../../../components/ui/button';

/** An item that is not there (unknown, malformed or removed), with the ways on. */
export function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<PackageSearch className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('itemPage.notFound.title')}
      body={t('itemPage.notFound.body')}
      actions={
        <>
          <Button asChild>
            <Link to={paths.browse()}>{t('itemPage.notFound.back')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home()}>{t('common.backHome')}</Link>
          </Button>
        </>
      }
    />
  );
}
