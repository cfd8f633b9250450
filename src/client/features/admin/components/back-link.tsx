import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3 mb-4">
      <Link to={to}>
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {label ?? t('admin.user.back')}
      </Link>
    </Button>
  );
}
