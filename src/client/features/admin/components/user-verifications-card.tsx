/**
 * A member's verifications on their account page (docs/decisions/0062-verified-members.md): the
 * e-mail confirmed, the mobile number verified by a code, the identity checked through Nafath (by
 * whom, at what level, which document, under which name), and the business's latest check, each with
 * since when; every one that holds can be revoked, with a reason (revoke-verification-dialog.tsx).
 */
import type { AdminUserVerifications } from '@shared/answers/verification';
import { formatDate } from '@shared/format';
import type { RevocableVerification } from '@shared/verification';
import { Building2, IdCard, type LucideIcon, Mail, Smartphone } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { nafathNameIn } from '../../verification';
import { useUserVerifications } from '../api/admin-verifications';
import { STATUS_BADGES } from './business-check-card';
import { RevokeVerificationDialog } from './revoke-verification-dialog';

export function UserVerificationsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const verifications = useUserVerifications(userId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<RevocableVerification | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={verifications.isFetching || undefined}
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-4 text-lg font-bold text-ink outline-none">
        {t('admin.verifications.user.title')}
      </h2>
      {verifications.isPending ? (
        <div className="flex flex-col gap-4">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} aria-hidden="true" className="h-14" />
          ))}
        </div>
      ) : verifications.isError ? (
        <ErrorState
          error={verifications.error}
          title={t('admin.verifications.user.loadError')}
          onRetry={() => verifications.refetch()}
        />
      ) : (
        <VerificationRows state={verifications.data} onRevoke={setRevoking} />
      )}
      {revoking && (
        <RevokeVerificationDialog
          userId={userId}
          kind={revoking}
          onOpenChange={(open) => !open && setRevoking(null)}
          focusAfter={() => heading.current}
        />
      )}
    </section>
  );
}

function VerificationRows({
  state,
  onRevoke,
}: {
  state: AdminUserVerifications;
  onRevoke: (kind: RevocableVerification) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.verifications.user.${key}`, values);
  const since = (at: string | null, words: 'confirmedOn' | 'verifiedOn', none: string) =>
    at ? (
      <Badge variant="success">{k(words, { date: formatDate(at, language) })}</Badge>
    ) : (
      <Badge variant="muted">{k(none)}</Badge>
    );
  const { identity, business } = state;
  // Nafath's name in the page's language where it gave one (the Arabic one, else the English).
  const verifiedName = identity && nafathNameIn(identity, language);
  return (
    <ul className="flex flex-col divide-y divide-line">
      <Row
        kind="email"
        icon={Mail}
        status={since(state.emailConfirmedAt, 'confirmedOn', 'notConfirmed')}
        revocable={state.emailConfirmedAt !== null}
        onRevoke={onRevoke}
      />
      <Row
        kind="phone"
        icon={Smartphone}
        status={since(state.phoneVerifiedAt, 'verifiedOn', 'notVerified')}
        revocable={state.phoneVerifiedAt !== null}
        onRevoke={onRevoke}
      >
        {state.phone ? (
          <span dir="ltr" className="tabular-nums">
            {state.phone}
          </span>
        ) : (
          <span className="text-muted">{k('noPhone')}</span>
        )}
      </Row>
      <Row
        kind="identity"
        icon={IdCard}
        status={since(identity?.verifiedAt ?? null, 'verifiedOn', 'notVerified')}
        revocable={identity !== null}
        onRevoke={onRevoke}
      >
        {identity && (
          <dl className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-x-6 gap-y-2">
            <Detail term={k('name')}>
              {verifiedName ? (
                <span dir="auto">{verifiedName}</span>
              ) : (
                <span className="text-muted">{t('admin.common.notProvided')}</span>
              )}
            </Detail>
            <Detail term={k('document')}>{k(`documents.${identity.document}`)}</Detail>
            <Detail term={k('provider')}>
              <span dir="auto">{identity.provider}</span>
            </Detail>
            <Detail term={k('level')}>
              <span dir="auto">{identity.level}</span>
            </Detail>
          </dl>
        )}
      </Row>
      <Row
        kind="business"
        icon={Building2}
        status={
          business ? (
            <Badge variant={STATUS_BADGES[business.status]}>
              {t(`admin.verifications.statuses.${business.status}`)}
            </Badge>
          ) : (
            <Badge variant="muted">{k('notVerified')}</Badge>
          )
        }
        revocable={business?.status === 'verified'}
        onRevoke={onRevoke}
      >
        {business ? (
          <dl className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-x-6 gap-y-2">
            <Detail term={t('admin.verifications.card.crNumber')}>
              <span dir="ltr" className="tabular-nums">
                {business.crNumber}
              </span>
            </Detail>
            <Detail
              term={t(
                business.decidedAt
                  ? 'admin.verifications.card.decidedAt'
                  : 'admin.verifications.card.askedAt',
              )}
            >
              {formatDate(business.decidedAt ?? business.createdAt, language)}
            </Detail>
            <Detail term={t('admin.verifications.card.companyName')}>
              <span dir="auto">{business.companyName}</span>
            </Detail>
          </dl>
        ) : (
          <span className="text-muted">{k('noBusiness')}</span>
        )}
      </Row>
    </ul>
  );
}

/** One verification: what it is and where it stands, its details, and Revoke while it holds. */
function Row({
  kind,
  icon: Icon,
  status,
  revocable,
  onRevoke,
  children,
}: {
  kind: RevocableVerification;
  icon: LucideIcon;
  status: ReactNode;
  revocable: boolean;
  onRevoke: (kind: RevocableVerification) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-canvas text-muted">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold text-ink">{t(`admin.verifications.user.kinds.${kind}`)}</h3>
          {status}
        </div>
        {children && <div className="text-ink">{children}</div>}
      </div>
      {revocable && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start text-danger-700 hover:bg-danger-50 hover:text-danger-700"
          aria-label={t(`admin.verifications.user.revokeNamed.${kind}`)}
          onClick={() => onRevoke(kind)}
        >
          {t('admin.verifications.user.revoke')}
        </Button>
      )}
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
