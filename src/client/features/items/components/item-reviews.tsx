import type { Item } from '@shared/api-types';
import { ITEM_PAGE_REVIEWS } from '@shared/constants';
import { formatRating } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { ReviewList, useItemReviews } from '../../reviews';

/** The newest reviews of the item (docs/product.md, "Limits": up to 6), with the average and the count. */
export function ItemReviews({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reviews = useItemReviews(item.id, ITEM_PAGE_REVIEWS);
  return (
    <ReviewList
      sectionId="reviews"
      headingClassName="text-xl"
      heading={t('itemPage.reviews.heading')}
      rating={formatRating(item.rating, language)}
      total={item.totalReviews}
      countLabel={(count) => t('itemPage.reviewCount', { count })}
      latestLabel={(count) => t('itemPage.reviews.latest', { count })}
      reviews={reviews}
      limit={ITEM_PAGE_REVIEWS}
      errorTitle={t('itemPage.reviews.error')}
      emptyTitle={t('itemPage.reviews.empty')}
    />
  );
}
