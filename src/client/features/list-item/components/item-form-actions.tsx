import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import type { ItemFormProps } from '../item-form-values';

/** The form's last card: what * means, Cancel (back to the item or the profile), and Publish or Save. */
export function ItemFormActions({ mode, item, pending }: ItemFormProps & { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p className="text-sm text-muted">{t('listItem.requiredNote')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button asChild variant="outline" size="lg">
          <Link to={mode === 'edit' ? paths.item(item.id) : paths.profile()}>
            {t('listItem.actions.cancel')}
          </Link>
        </Button>
        <Button type="submit" size="lg" loading={pending}>
          {mode === 'edit'
            ? pending
              ? t('listItem.actions.saving')
              : t('listItem.actions.save')
            : pending
              ? t('listItem.actions.publishing')
              : t('listItem.actions.publish')}
        </Button>
      </div>
    </div>
  );
}
