/**
 * What identifies a listing in the admin list: photo, title and description; its owner; its status.
 */
import type { AdminItem } from '@shared/api-types';
import { thumbnailOf } from '@shared/images';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ItemImage } from '../../../components/item-image';
import { Badge } from '../../../components/ui/badge';

/** Photo, title and the start of the description (people's own words: dir="auto"). */
export function ListingCell({ item }: { item: AdminItem }) {
  const photo = item.images[0];
  return (
    <div className="flex min-w-0 items-start gap-3">
      <ItemImage
        src={photo && thumbnailOf(photo)}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 shrink-0 rounded-lg bg-line object-cover"
      />
      <div className="min-w-0">
        <Link
          to={paths.item(item.id)}
          className="line-clamp-1 font-semibold text-ink underline-offset-2 hover:text-primary-800 hover:underline"
          dir="auto"
        >
          {item.title}
        </Link>
        <p className="mt-0.5 line-clamp-2 text-sm text-muted" dir="auto">
          {item.description}
        </p>
      </div>
    </div>
  );
}

export function OwnerLink({ item }: { item: AdminItem }) {
  return (
    <Link
      to={paths.adminUser(item.owner.id)}
      className="font-medium text-primary-800 underline-offset-2 hover:underline"
      dir="auto"
    >
      {item.owner.firstName} {item.owner.lastName}
    </Link>
  );
}

/** Available or Unavailable (docs/product.md, "Pages"), Owner blocked, and the bookings ahead. */
export function ItemStatus({ item }: { item: AdminItem }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1.5">
      <span className="inline-flex flex-wrap gap-1.5">
        {item.isAvailable ? (
          <Badge variant="success">{t('admin.items.status.available')}</Badge>
        ) : (
          <Badge variant="muted">{t('admin.items.status.unavailable')}</Badge>
        )}
        {item.owner.suspended && <Badge variant="danger">{t('admin.items.status.ownerBlocked')}</Badge>}
      </span>
      {item.upcomingBookings > 0 && (
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {t('admin.items.upcoming', { count: item.upcomingBookings })}
        </span>
      )}
    </div>
  );
}
