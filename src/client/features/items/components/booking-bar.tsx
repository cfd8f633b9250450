import type { Item } from '@shared/api-types';
import { formatDailyRate } from '@shared/format';
import { CalendarCheck, MailCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { useCurrentUser } from '../../auth';
import { useOwnerContactClosed } from '../../blocking';
import { bookingGate, booksAtOnce } from '../booking/identity-gate';
import { VERIFY_PATH } from '../booking/verification-notice';
import { BOOKING_CARD_ID } from './booking-card';

/** Whether any of the element with this id is on screen; false until it is known. */
function useOnScreen(id: string): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}

/** Brings the booking card up, with the keyboard focus on it so the next Tab reaches its calendar. */
function showBookingCard() {
  const card = document.getElementById(BOOKING_CARD_ID);
  if (!card) return;
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
  card.focus({ preventScroll: true });
}

/**
 * Phones only: the booking card comes after the photos and facts, more than a screen down, so the
 * daily price and the way to book stay at the bottom of the screen until the card itself is in view.
 * Where this viewer may not request yet (an e-mail to confirm, an identity to verify:
 * identity-gate.ts), the way forward is the card's: to the Verification page.
 */
export function BookingBar({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const cardOnScreen = useOnScreen(BOOKING_CARD_ID);
  const gate = bookingGate(item, useCurrentUser().data);
  // "Book now" only where this viewer's request would be confirmed at once (identity-gate.ts).
  const atOnce = booksAtOnce(item, gate);
  // Closed by a block either way (docs/decisions/0065): the card says so; the bar offers nothing.
  const closed = useOwnerContactClosed(item.ownerId, false);
  return (
    <div
      data-testid="booking-bar"
      hidden={cardOnScreen}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-pop backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <p className="text-ink">
          <span className="text-xl font-bold">{formatDailyRate(item.dailyRate, language)}</span>{' '}
          <span className="text-sm text-muted">{t('common.perDay')}</span>
        </p>
        {closed ? null : item.isAvailable && (gate === 'email' || gate === 'identity') ? (
          <Button asChild className="shrink-0">
            <Link to={VERIFY_PATH}>
              {gate === 'email' ? (
                <MailCheck className="size-5" aria-hidden="true" />
              ) : (
                <ShieldCheck className="size-5" aria-hidden="true" />
              )}
              {t(`itemPage.booking.bar.${gate}`)}
            </Link>
          </Button>
        ) : item.isAvailable ? (
          <Button onClick={showBookingCard} className="shrink-0">
            <CalendarCheck className="size-5" aria-hidden="true" />
            {t(atOnce ? 'itemPage.booking.bookNow' : 'itemPage.booking.requestToBook')}
          </Button>
        ) : (
          <p className="text-sm font-medium text-warning-700">{t('itemPage.unavailable')}</p>
        )}
      </div>
    </div>
  );
}
