/**
 * One business check on the Verifications screen (docs/decisions/0062-verified-members.md): the
 * company name the member gave and where the check stands, the member (opening their account), the
 * CR and VAT numbers, what the Ministry of Commerce's register said, why it came to the
 * administrators, the decision's note once decided, and, while it waits, the decision form.
 */

import type { AdminBusinessCheck } from '@shared/answers/verification';
import type { BusinessCheckStatus } from '@shared/verification';
import { isKnownRegistryStatus } from '@shared/verification';
import { Landmark, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { momentParts } from '../admin-format';
import { BusinessDecisionForm } from './business-decision-form';
import { Fact } from './rental-facts';

export const STATUS_BADGES: Record<BusinessCheckStatus, BadgeVariant> = {
  review: 'warning',
  verified: 'success',
  rejected: 'berry',
  revoked: 'muted',
};

/** A moment whose time of day stays on one line: "ص" or "AM" never wraps alone. */
function Moment({ value }: { value: string }) {
  const { language } = useLanguage();
  const { day, time } = momentParts(value, language);
  return (
    <>
      {day} <span className="whitespace-nowrap">{time}</span>
    </>
  );
}

export function BusinessCheckCard({ check }: { check: AdminBusinessCheck }) {
  const { t } = useTranslation();
  const titleId = useId();
  const registryId = useId();
  const decisionId = useId();
  const k = (key: string) => t(`admin.verifications.card.${key}`);
  const { member } = check;
  const answered = check.registeredName !== null || check.registryStatus !== null;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <header className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={titleId} className="min-w-0 text-lg font-bold text-ink" dir="auto">
            {check.companyName}
          </h2>
          <Badge variant={STATUS_BADGES[check.status]}>
            {t(`admin.verifications.statuses.${check.status}`)}
          </Badge>
        </div>
        <dl className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-x-6 gap-y-3 text-sm sm:grid-cols-[repeat(3,minmax(0,1fr))] xl:grid-cols-[repeat(5,minmax(0,1fr))]">
          {/* The whole width on a phone, so the e-mail has room; one too long for it is cut, not
              broken mid-word, and says itself in full on hover (and on the member's page). */}
          <Fact term={k('member')} className="max-sm:col-span-2">
            <Link to={paths.adminUser(member.id)} className="text-primary-700 underline">
              <bdi>{`${member.firstName} ${member.lastName}`}</bdi>
            </Link>
            <span className="block truncate text-muted rtl:text-end" dir="ltr">
              @{member.username}
            </span>
            <span className="block truncate text-muted rtl:text-end" dir="ltr" title={member.email}>
              {member.email}
            </span>
          </Fact>
          <Fact term={k('crNumber')}>
            <span dir="ltr" className="tabular-nums">
              {check.crNumber}
            </span>
          </Fact>
          <Fact term={k('vatNumber')}>
            {check.vatNumber ? (
              <span dir="ltr" className="tabular-nums">
                {check.vatNumber}
              </span>
            ) : (
              <span className="text-muted">{k('notGiven')}</span>
            )}
          </Fact>
          <Fact term={k('askedAt')}>
            <Moment value={check.createdAt} />
          </Fact>
          {check.decidedAt && (
            <Fact term={k('decidedAt')}>
              <Moment value={check.decidedAt} />
            </Fact>
          )}
        </dl>
        <section aria-labelledby={registryId} className="rounded-xl bg-canvas p-4 ring-1 ring-line">
          <h3 id={registryId} className="mb-2 flex items-center gap-2 font-semibold text-ink">
            <Landmark className="size-4 text-muted" aria-hidden="true" />
            {k('registry')}
          </h3>
          {answered ? (
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Fact term={k('registeredName')}>
                {check.registeredName ? (
                  <span dir="auto">{check.registeredName}</span>
                ) : (
                  <span className="text-muted">{t('admin.common.notProvided')}</span>
                )}
              </Fact>
              <Fact term={k('registryStatus')}>
                {check.registryStatus ? (
                  <span dir="auto">
                    {isKnownRegistryStatus(check.registryStatus)
                      ? k(`registryStatuses.${check.registryStatus}`)
                      : check.registryStatus}
                  </span>
                ) : (
                  <span className="text-muted">{t('admin.common.notProvided')}</span>
                )}
              </Fact>
            </dl>
          ) : (
            <p className="text-sm text-muted">{k('noAnswer')}</p>
          )}
        </section>
        {check.reason && (
          <p className="flex items-start gap-2 rounded-xl bg-warning-50 p-3 text-sm text-warning-700 ring-1 ring-warning-700/20">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{k('reason')}: </span>
              {t(`admin.verifications.card.reasons.${check.reason}`)}
            </span>
          </p>
        )}
        {check.note && (
          <div className="text-sm">
            <p className="font-semibold text-ink">{k('note')}</p>
            <p className="mt-1 whitespace-pre-line break-words text-ink/85" dir="auto">
              {check.note}
            </p>
          </div>
        )}
      </header>
      {check.status === 'review' && (
        <section aria-labelledby={decisionId} className="border-t border-line bg-canvas/40 p-5 sm:p-6">
          <h3 id={decisionId} className="mb-4 font-semibold text-ink">
            {t('admin.verifications.decision.title')}
          </h3>
          <BusinessDecisionForm check={check} />
        </section>
      )}
    </article>
  );
}
