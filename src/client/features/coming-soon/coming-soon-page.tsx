import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
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
    <MessagePage
      icon={<Hammer className="size-9" aria-hidden="true" />}
      iconClassName="bg-sand-100 text-sand-800"
      title={title}
      subtitle={t('comingSoon.title')}
      body={t('comingSoon.body')}
      actions={
        <Button asChild>
          <Link to={paths.home()}>{t('common.backHome')}</Link>
        </Button>
      }
    />
  );
}
