/**
 * A new account lists nothing until its e-mail is confirmed (docs/decisions/0062-verified-members.md):
 * the card /list-item shows instead of the form, and the notice over the form's buttons when the
 * server refuses a listing with `email_unconfirmed` (the account's state changed since the page
 * loaded). Both lead to the member's verification page.
 */
import type { PageRoute } from '@shared/page-routes';
import { MailWarning } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The member's verification page (e-mail, phone, identity, business). */
const VERIFY_PATH = '/verify' satisfies PageRoute;

/** In place of the listing form: why, which address, and the way to confirm it. */
export function EmailGateCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-surface p-6 text-center shadow-card ring-1 ring-line sm:p-10"
    >
      <span className="grid size-16 place-items-center rounded-full bg-warning-50 text-warning-700">
        <MailWarning className="size-8" aria-hidden="true" />
      </span>
      <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
        {t('listItem.emailGate.title')}
      </h2>
      <p className="text-muted">{t('listItem.emailGate.body')}</p>
      <p className="flex flex-col gap-0.5 text-sm">
        <span className="text-muted">{t('listItem.emailGate.address')}</span>
        <span dir="ltr" className="break-all font-semibold text-ink">
          {email}
        </span>
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to={VERIFY_PATH}>{t('listItem.emailGate.action')}</Link>
      </Button>
    </section>
  );
}

/** Over the form's buttons once the server refused to list: what typed stays, and where to confirm. */
export function EmailGateNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-3xl bg-warning-50 p-5 ring-1 ring-warning-700/20 sm:flex-row sm:items-start sm:p-6"
    >
      <MailWarning className="size-6 shrink-0 text-warning-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-semibold text-ink">{t('listItem.emailGate.title')}</p>
        <p className="text-sm text-ink/85">{t('listItem.emailGate.refused')}</p>
        <Link
          to={VERIFY_PATH}
          target="_blank"
          rel="noopener"
          className="w-fit text-sm font-semibold text-primary-800 underline underline-offset-2"
        >
          {t('listItem.emailGate.actionNewTab')}
        </Link>
      </div>
    </div>
  );
}
