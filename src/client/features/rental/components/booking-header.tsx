import type { Booking } from '@shared/api-types';
import { type BookingActor, otherParty } from '@shared/bookings';
import { cityName } from '@shared/cities';
import { thumbnailOf } from '@shared/images';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ItemImage } from '../../../components/item-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { displayName, isFormerMember } from '../../../lib/person-name';
import { BookingStatusBadge } from '../../bookings';
import { VerifiedBadges } from '../../verification';

/**
 * The top of a booking's page: the item (photo, title), its status, and the other side (with what
 * their profile proves) and a way to write to them.
 */
export function BookingHeader({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const other = otherParty(booking, side);
  const name = displayName(other);
  const photo = booking.item.images[0];
  return (
    <header className="mt-4 flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <Link
          to={paths.item(booking.itemId)}
          tabIndex={-1}
          aria-hidden="true"
          className="block shrink-0 overflow-hidden rounded-xl bg-line"
        >
          <ItemImage
            src={photo && thumbnailOf(photo)}
            alt=""
            width={112}
            height={112}
            fetchPriority="high"
            className="size-20 object-cover sm:size-28"
          />
        </Link>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={booking.status} />
            {booking.cancelledLate && <Badge variant="warning">{t('bookings.cancelledLate')}</Badge>}
          </div>
          <h1 className="mt-2 text-xl font-bold leading-snug text-ink sm:text-2xl">
            <Link to={paths.item(booking.itemId)} className="rounded hover:text-primary-800 hover:underline">
              <span dir="auto">{booking.item.title}</span>
            </Link>
          </h1>
          <p className="mt-1 text-sm text-muted">{cityName(booking.item.city, language)}</p>
        </div>
      </div>
      <div className="flex items-center gap-3 border-t border-line pt-4 sm:border-0 sm:pt-0">
        <div className="me-auto flex min-w-0 flex-col gap-1.5">
          {/* A closed account has no profile to open (docs/decisions/0066-closed-accounts.md). */}
          <PartyLink to={isFormerMember(other) ? null : paths.profile(other.id)}>
            <UserAvatar user={other} className="size-10" />
            <span className="min-w-0">
              <span className="block text-xs text-muted">
                {side === 'renter' ? t('rental.page.owner') : t('rental.page.renter')}
              </span>
              <span className="block truncate font-semibold text-ink group-hover:underline" dir="auto">
                {name}
              </span>
            </span>
          </PartyLink>
          {/* Beside the link, not in it: each badge is a button of its own (its tooltip). */}
          <VerifiedBadges verified={other.verified} className="ps-[3.125rem]" />
        </div>
        {/* A closed account takes no messages (docs/decisions/0066-closed-accounts.md). */}
        {!isFormerMember(other) && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.messagesWith(other.id)} data-testid="booking-message-link">
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('rental.page.message')}
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}

/** The other side's name and photo: a link to their profile, or plain when there is none to open. */
function PartyLink({ to, children }: { to: string | null; children: ReactNode }) {
  const className = 'group inline-flex min-w-0 items-center gap-2.5 rounded-full text-sm';
  return to ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}
