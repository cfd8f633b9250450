import { Lock, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ErrorState, PageLoading } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useItem } from '../items';
import { EmailGateCard } from './components/email-gate';
import { ItemForm } from './components/item-form';

function PageShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-2 text-muted">{subtitle}</p>
      </header>
      {children}
    </div>
  );
}

/** The form's outline while the item loads. */
function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div className="flex flex-col gap-6">
        {[0, 1].map((card) => (
          <div key={card} className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8">
            <div className="mb-6 flex items-start gap-4">
              <Skeleton className="size-11 rounded-2xl" />
              <div className="flex-1">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="mt-2 h-4 w-64 max-w-full" />
              </div>
            </div>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-2 h-11 w-full rounded-xl" />
            <Skeleton className="mt-5 h-4 w-24" />
            <Skeleton className="mt-2 h-28 w-full rounded-xl" />
          </div>
        ))}
      </div>
      <div className="hidden rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line lg:block">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-5 aspect-[4/3] w-full rounded-card" />
        <Skeleton className="mt-3 h-5 w-4/5" />
        <Skeleton className="mt-2 h-4 w-1/2" />
      </div>
    </div>
  );
}

/**
 * /list-item (docs/product.md, "Pages"): signed-in people list an item; others sign in first. An
 * account whose e-mail is not confirmed sees why it cannot list yet, and the way to confirm it
 * (docs/decisions/0062-verified-members.md), instead of a form the server would refuse.
 */
export function ListItemPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  useDocumentTitle(t('pages.listItem'));
  const unconfirmed = me.data?.emailConfirmedAt === null;
  const { refetch } = me;
  // The account is kept for the visit: coming back from confirming, ask once more before refusing.
  useEffect(() => {
    if (unconfirmed) void refetch();
  }, [unconfirmed, refetch]);
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to={paths.signInThenBack(paths.listItem())} replace />;
  return (
    <PageShell title={t('listItem.title')} subtitle={t('listItem.subtitle')}>
      {unconfirmed ? <EmailGateCard email={me.data.email} /> : <ItemForm mode="create" />}
    </PageShell>
  );
}

/** /item/{id}/edit: the same form, filled in, for the item's owner only. */
export function EditItemPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const item = useItem(me.data ? id : undefined);
  useDocumentTitle(t('listItem.editTitle'));

  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to={paths.signInThenBack(paths.editItem(id))} replace />;

  if (item.isPending) {
    return (
      <PageShell title={t('listItem.editTitle')} subtitle={t('listItem.editSubtitle')}>
        <FormSkeleton />
      </PageShell>
    );
  }

  if (item.isError) {
    const missing =
      item.error instanceof ApiError && (item.error.status === 404 || item.error.status === 400);
    if (missing) {
      return (
        <MessagePage
          icon={<SearchX className="size-9" aria-hidden="true" />}
          iconClassName="bg-primary-50 text-primary-700"
          title={t('listItem.edit.notFoundTitle')}
          body={t('listItem.edit.notFoundBody')}
          actions={
            <Button asChild>
              <Link to={paths.browse()}>{t('common.browseItems')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <PageShell title={t('listItem.editTitle')} subtitle={t('listItem.editSubtitle')}>
        <ErrorState error={item.error} title={t('listItem.edit.loadFailed')} onRetry={() => item.refetch()} />
      </PageShell>
    );
  }

  if (item.data.ownerId !== me.data.id) {
    return (
      <MessagePage
        icon={<Lock className="size-9" aria-hidden="true" />}
        iconClassName="bg-sand-100 text-sand-800"
        eyebrow={t('listItem.edit.forbiddenCode')}
        title={t('listItem.edit.forbiddenTitle')}
        body={t('listItem.edit.forbiddenBody')}
        actions={
          <Button asChild>
            <Link to={paths.item(item.data.id)}>{t('listItem.edit.backToItem')}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <PageShell title={t('listItem.editTitle')} subtitle={t('listItem.editSubtitle')}>
      {/* Keyed by the item: another item's edit page starts from its own values. */}
      <ItemForm key={item.data.id} mode="edit" item={item.data} />
    </PageShell>
  );
}
