import type { Item } from '@shared/api-types';
import { cityName, regionName } from '@shared/cities';
import { formatDailyRate, formatRating } from '@shared/format';
import { ChevronRight, CircleSlash, MapPin, PackageSearch, Star } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ErrorState } from '../../components/page-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth/api/current-user';
import { FavoriteButton } from '../favorites/components/favorite-button';
import { useItem } from './api/get-item';
import { BookingBar } from './components/booking-bar';
import { BookingCard, BookingCardSkeleton } from './components/booking-card';
import { ItemFacts } from './components/item-facts';
import { ItemGallery, ItemGallerySkeleton } from './components/item-gallery';
import { ItemReviews } from './components/item-reviews';
import { OwnerActions } from './components/owner-actions';
import { OwnerCard } from './components/owner-card';

const PAGE = 'mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8 lg:pt-8';
/** Main column about two thirds; the booking card on the inline end side from lg up. */
const COLUMNS =
  'grid gap-y-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_24rem]';

/** /item/{id} (docs/product.md, "Pages"): photos, facts, owner, reviews, and the booking card. */
export function ItemPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const item = useItem(id);
  const me = useCurrentUser();
  // Unknown, malformed and removed ids all answer 404.
  const notFound = item.error instanceof ApiError && item.error.status === 404;
  useDocumentTitle(item.data?.title ?? t(notFound ? 'itemPage.notFound.title' : 'itemPage.title'));

  // The page draws the item a moment after it arrives, in a transition React can pause between its
  // parts (gallery, facts, booking card), so drawing it is never one long task that keeps a tap waiting.
  const shown = useDeferredValue(item.data);

  if (item.isPending || (item.data && !shown)) return <ItemPageSkeleton />;
  if (notFound) return <ItemNotFound />;
  if (item.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState error={item.error} title={t('itemPage.loadError')} onRetry={() => item.refetch()} />
      </div>
    );
  }
  // Keyed by id: another item starts at its first photo, with a fresh dialog state.
  const current = shown ?? item.data;
  return (
    <ItemDetails
      key={current.id}
      item={current}
      isOwner={Boolean(me.data && me.data.id === current.ownerId)}
    />
  );
}

function ItemDetails({ item, isOwner }: { item: Item; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    // On phones the page ends above the booking bar, so the bar never hides its last lines.
    <div className={`${PAGE} ${isOwner ? '' : 'max-lg:pb-20'}`}>
      <Breadcrumb item={item} />
      {isOwner && (
        <div className="mt-4">
          <OwnerActions item={item} />
        </div>
      )}
      {/*
        Phones: one column in reading order, the photo first and the booking card after the facts.
        Wide screens: the title across the top, then the main column beside the booking card.
      */}
      <div className={`mt-4 sm:mt-6 ${COLUMNS}`}>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ItemGallery title={item.title} images={item.images} overlay={<FavoriteButton item={item} />} />
        </div>
        <div className="min-w-0 lg:col-span-2 lg:row-start-1">
          <ItemHeader item={item} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-3">
          <OwnerCard owner={item.owner} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-4">
          <ItemFacts item={item} />
        </div>
        <aside className="lg:col-start-2 lg:row-span-5 lg:row-start-2">
          {/* Not sticky: with its calendar the card is taller than a laptop's screen. */}
          <BookingCard item={item} isOwner={isOwner} />
        </aside>
        <section
          aria-labelledby="description-heading"
          className="min-w-0 border-t border-line pt-8 lg:col-start-1 lg:row-start-5"
        >
          <h2 id="description-heading" className="text-xl font-bold">
            {t('itemPage.description.heading')}
          </h2>
          <p className="mt-4 whitespace-pre-line text-base leading-relaxed text-ink/90" dir="auto">
            {item.description}
          </p>
        </section>
        <div className="min-w-0 border-t border-line pt-8 lg:col-start-1 lg:row-start-6">
          <ItemReviews item={item} />
        </div>
      </div>
      {!isOwner && <BookingBar item={item} />}
    </div>
  );
}

/** Browse › category › this item; the category leads to the browse page filtered by it. */
function Breadcrumb({ item }: { item: Item }) {
  const { t } = useTranslation();
  const separator = <ChevronRight className="flip-rtl size-4 shrink-0 text-muted/70" aria-hidden="true" />;
  return (
    <nav aria-label={t('itemPage.breadcrumb')}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted">
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to={paths.browse()} className="rounded hover:text-primary-800 hover:underline">
            {t('nav.browse')}
          </Link>
          {separator}
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <Link
            to={paths.browse({ category: item.categoryId })}
            className="rounded hover:text-primary-800 hover:underline"
          >
            {t(`categories.${item.category.name.toLowerCase()}`)}
          </Link>
          {separator}
        </li>
        <li className="min-w-0 truncate text-ink" aria-current="page" dir="auto">
          {item.title}
        </li>
      </ol>
    </nav>
  );
}

/** Category and availability, the title, the rating and the place; the price too on phones. */
function ItemHeader({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rating = formatRating(item.rating, language);
  const city = cityName(item.city, language);
  const region = item.state ? regionName(item.state, language) : null;
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="primary">{t(`categories.${item.category.name.toLowerCase()}`)}</Badge>
        {!item.isAvailable && (
          <Badge variant="warning">
            <CircleSlash className="size-3.5" aria-hidden="true" />
            {t('itemPage.unavailable')}
          </Badge>
        )}
      </div>
      {/* The title keeps its own direction (dir="auto") but lines up with the page, like the badges above it. */}
      <h1 className="text-2xl font-bold leading-snug text-ink sm:text-3xl sm:leading-snug">
        <span dir="auto">{item.title}</span>
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {rating ? (
          <a href="#reviews" className="flex items-center gap-1 rounded font-medium text-ink hover:underline">
            <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
            <span aria-hidden="true">{rating}</span>
            <span className="sr-only">{t('item.rating', { rating })}</span>
            <span className="text-muted">({t('itemPage.reviewCount', { count: item.totalReviews })})</span>
          </a>
        ) : (
          <span className="flex items-center gap-1 text-muted">
            <Star className="size-4 text-muted" aria-hidden="true" />
            {t('itemPage.noReviewsYet')}
          </span>
        )}
        <span className="text-muted" aria-hidden="true">
          ·
        </span>
        <span className="flex items-center gap-1 text-muted">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {region && region !== city ? `${city}${t('itemPage.facts.separator')}${region}` : city}
        </span>
      </div>
      <p className="text-ink lg:hidden">
        <span className="text-2xl font-bold">{formatDailyRate(item.dailyRate, language)}</span>{' '}
        <span className="text-muted">{t('common.perDay')}</span>
      </p>
    </header>
  );
}

function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<PackageSearch className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('itemPage.notFound.title')}
      body={t('itemPage.notFound.body')}
      actions={
        <>
          <Button asChild>
            <Link to={paths.browse()}>{t('itemPage.notFound.back')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home()}>{t('common.backHome')}</Link>
          </Button>
        </>
      }
    />
  );
}

/** The page's shape while the item loads: breadcrumb, title, photo, owner, facts and the side card. */
function ItemPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={PAGE} aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="h-5 w-56" />
      <div className={`mt-4 sm:mt-6 ${COLUMNS}`} aria-hidden="true">
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ItemGallerySkeleton />
        </div>
        <div className="flex flex-col gap-3 lg:col-span-2 lg:row-start-1">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-9 w-4/5 lg:w-1/2" />
          <Skeleton className="h-5 w-1/2 lg:w-1/4" />
        </div>
        <Skeleton className="h-32 w-full rounded-card lg:col-start-1 lg:row-start-3" />
        <div className="grid gap-6 sm:grid-cols-2 lg:col-start-1 lg:row-start-4">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex-1">
                <Skeleton className="h-3.5 w-1/3" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </div>
            </div>
          ))}
        </div>
        <div className="lg:col-start-2 lg:row-span-3 lg:row-start-2">
          <BookingCardSkeleton />
        </div>
      </div>
    </div>
  );
}
