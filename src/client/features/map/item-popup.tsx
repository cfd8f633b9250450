import type { Item } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDailyRate } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ItemImage } from '../../components/item-image';
import { useLanguage } from '../../i18n/use-language';

/** An item's card in a map popup: photo, title, city, price and the way to its page. */
export function ItemPopup({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language, dir } = useLanguage();
  return (
    <div dir={dir} className="w-56 font-sans">
      <ItemImage
        src={item.images[0] && thumbnailOf(item.images[0])}
        alt=""
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <p className="mt-2 line-clamp-2 text-sm font-semibold text-ink" dir="auto">
        {item.title}
      </p>
      <p className="text-xs text-muted">{cityName(item.city, language)}</p>
      <p className="mt-1 text-sm">
        <span className="font-bold">{formatDailyRate(item.dailyRate, language)}</span>{' '}
        <span className="text-muted">{t('common.perDay')}</span>
      </p>
      <Link
        to={paths.item(item.id)}
        className="mt-2 inline-block text-sm font-semibold text-primary-700 underline"
      >
        {t('browse.map.open')}
      </Link>
    </div>
  );
}
