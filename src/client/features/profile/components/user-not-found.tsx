import { ArrowLeft, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { MessagePage } from '../../../components/message-page';
import { Button } from '../../../components/ui/button';

/** A profile that is not there (unknown, malformed or blocked), with a way back. */
export function UserNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has nowhere to go back to: browsing is the way on.
  const back = () => (location.key === 'default' ? navigate(paths.browse()) : navigate(-1));
  return (
    <MessagePage
      icon={<UserRoundX className="size-9" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('profile.notFound.title')}
      body={t('profile.notFound.body')}
      actions={
        <>
          <Button onClick={back}>
            <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
            {t('profile.notFound.back')}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home()}>{t('common.backHome')}</Link>
          </Button>
        </>
      }
    />
  );
}
