import type { UserSummary } from '@shared/api-types';
import { isolate } from '@shared/names';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/person-name';
import { BlockButton } from '../../blocking';
import { VerifiedBadges } from '../../verification';

export function ThreadHeader({
  other,
  unread,
  quiet = false,
}: {
  other: UserSummary | undefined;
  unread: number;
  /** A conversation not started yet: nothing to be caught up on. */
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  const name = other ? displayName(other) : '';
  return (
    <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-2.5 sm:px-4 md:px-5">
      <Button asChild variant="ghost" size="icon" className="md:hidden">
        <Link to={paths.messages()} aria-label={t('messages.back')}>
          <ArrowRight className="size-5 ltr:rotate-180" aria-hidden="true" />
        </Link>
      </Button>
      {other ? (
        // The whole card opens the profile (the link's box stretches over it), while the link's name
        // is its visible text, the member's name: the unread line beside it is status, not the link.
        <div className="group relative flex min-w-0 items-center gap-3 rounded-xl p-1 pe-3 transition-colors hover:bg-canvas">
          <UserAvatar user={other} className="size-10" />
          <span className="min-w-0">
            <h2 className="truncate font-semibold text-ink group-hover:underline" dir="auto">
              <Link
                to={paths.profile(other.id)}
                aria-label={t('messages.viewProfile', { name: isolate(name) })}
                className="rounded-xl after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
              >
                {name}
              </Link>
            </h2>
            {!quiet && (
              <p
                data-testid="thread-unread"
                className={cn('text-xs', unread > 0 ? 'font-medium text-primary-700' : 'text-muted')}
              >
                {unread > 0 ? t('messages.unreadBadge', { count: unread }) : t('messages.allCaughtUp')}
              </p>
            )}
          </span>
        </div>
      ) : (
        <div className="flex items-center gap-3 p-1" aria-hidden="true">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      )}
      {/* Beside the card, not over its link: each badge is a button of its own (its tooltip); on
          phones, the icons alone. */}
      {other && <VerifiedBadges verified={other.verified} className="max-sm:hidden" />}
      {other && <VerifiedBadges verified={other.verified} compact className="sm:hidden" />}
      {other && <BlockButton member={{ id: other.id, name }} compact className="ms-auto" />}
    </div>
  );
}
