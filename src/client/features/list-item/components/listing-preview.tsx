import type { CreateItemInput, ItemFormValues } from '@shared/schemas/items';
import { Check } from 'lucide-react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth';
import { useCategories } from '../../categories';
import { ItemCard } from '../../items';
import { previewItem } from '../item-form-values';

/** The live preview beside the form on wide screens: the card renters will see, and a few tips. */
export function ListingPreview({ control }: { control: Control<ItemFormValues, unknown, CreateItemInput> }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const categories = useCategories();
  const values = useWatch({ control });
  const category = categories.data?.find((c) => String(c.id) === String(values.categoryId));
  const item = previewItem(values as Partial<ItemFormValues>, me.data, {
    title: t('listItem.preview.untitled'),
    category: category?.name ?? '',
    city: t('listItem.preview.city'),
  });
  const tips = [
    t('listItem.preview.tipPhotos'),
    t('listItem.preview.tipPrice'),
    t('listItem.preview.tipDescription'),
  ];
  return (
    <aside
      className="hidden lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-6"
      aria-labelledby="listing-preview-title"
    >
      <div className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line">
        <h2 id="listing-preview-title" className="text-base font-bold text-ink">
          {t('listItem.preview.title')}
        </h2>
        <p className="mt-0.5 mb-5 text-sm text-muted">{t('listItem.preview.hint')}</p>
        {/* A picture of the card, not a link to follow: kept out of the tab order and the accessibility tree. */}
        <div inert>
          <ItemCard item={item} eager />
        </div>
      </div>
      <div className="rounded-3xl bg-primary-50/70 p-6 ring-1 ring-primary-100">
        <h2 className="text-sm font-bold text-primary-900">{t('listItem.preview.tipsTitle')}</h2>
        <ul className="mt-3 space-y-2.5">
          {tips.map((tip) => (
            <li key={tip} className="flex items-start gap-2.5 text-sm text-primary-900/85">
              <Check className="mt-1 size-4 shrink-0 text-primary-700" aria-hidden="true" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
