import type { Item } from '@shared/api-types';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/page-states';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { FavoriteButton } from '../favorites';
import { HiddenListingNotice, ReportButton } from '../moderation';
import { useItem } from './api/get-item';
import { BookingBar } from './components/booking-bar';
import { BookingCard } from './components/booking-card';
import { Breadcrumb } from './components/item-breadcrumb';
import { ItemFacts } from './components/item-facts';
import { ItemGallery } from './components/item-gallery';
import { ItemHeader } from './components/item-header';
import { ItemNotFound } from './components/item-not-found';
import { COLUMNS, PAGE } from './components/item-page-layout';
import { ItemPageSkeleton } from './components/item-page-skeleton';
import { ItemPolicy } from './components/item-policy';
import { ItemReviews } from './components/item-reviews';
import { OwnerActions } from './components/owner-actions';
import { OwnerCard } from './components/owner-card';

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
        <div className="mt-4 flex flex-col gap-4">
          <OwnerActions item={item} />
          <HiddenListingNotice reason={item.hiddenReason} />
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
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-4">
          <ItemFacts item={item} />
          <ItemPolicy item={item} />
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
          <ReportButton
            targetType="item"
            targetId={item.id}
            ownerId={item.ownerId}
            fullLabel
            className="mt-6 -ms-3"
          />
        </section>
        <div className="min-w-0 border-t border-line pt-8 lg:col-start-1 lg:row-start-6">
          <ItemReviews item={item} />
        </div>
      </div>
      {!isOwner && <BookingBar item={item} />}
    </div>
  );
}
