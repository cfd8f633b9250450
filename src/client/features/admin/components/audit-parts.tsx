import type { AuditEntry } from '@shared/api-types';
import type { AuditAction } from '@shared/constants';
import { formatHalalas } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { formatPlainNumber } from '../admin-format';
import { removalSummary } from '../delete-confirm';
import { useQueueName } from './job-parts';

const ACTION_VARIANT: Record<AuditAction, BadgeVariant> = {
  'user.update': 'info',
  'user.suspend': 'danger',
  'user.activate': 'success',
  'item.delete': 'berry',
  'export.users': 'muted',
  'export.items': 'muted',
  'admin.created': 'primary',
  'admin.promoted': 'primary',
  'lexicon.concept_created': 'info',
  'lexicon.term_added': 'info',
  'lexicon.term_removed': 'muted',
  'payment.refund': 'warning',
  'job.retry': 'info',
  'payouts.hold': 'danger',
  'payouts.release': 'success',
  'payout_account.approve': 'success',
  'claim.decide': 'warning',
  'objection.resolve': 'info',
  'no_show.decide': 'info',
  'verification.business_decide': 'info',
  'verification.revoke': 'danger',
  'member.data_exported': 'muted',
  'member.account_closed': 'warning',
  'moderation.dismiss': 'muted',
  'moderation.hide': 'warning',
  'moderation.restore': 'success',
  'moderation.warn': 'warning',
  'moderation.block': 'danger',
};

/** The action in words, coloured by kind (a block in red, an unblock in green). */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  const { t } = useTranslation();
  return (
    <Badge variant={ACTION_VARIANT[action] ?? 'neutral'}>
      {t(`admin.audit.actions.${action}`, { defaultValue: action })}
    </Badge>
  );
}

/** Which account or listing it was about, linked; an export names what was exported. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.targetType === 'export') {
    return (
      <span className="text-muted">
        {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
      </span>
    );
  }
  if (entry.targetType === 'job') return <AuditJob entry={entry} />;
  const fallback =
    { user: 'targetUser', booking: 'targetBooking' }[entry.targetType as string] ?? 'targetItem';
  const label = entry.targetLabel || t(`admin.audit.${fallback}`);
  if (!entry.targetId) return <span dir="auto">{label}</span>;
  const to =
    entry.targetType === 'user'
      ? paths.adminUser(entry.targetId)
      : entry.targetType === 'booking'
        ? paths.adminBookingMoney(entry.targetId)
        : paths.item(entry.targetId);
  return (
    <Link to={to} className="font-medium text-primary-800 underline-offset-2 hover:underline" dir="auto">
      {label}
    </Link>
  );
}

/** A job run again: its queue in words and its number (the job itself moves on, so no link). */
function AuditJob({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queueName = useQueueName();
  const id = entry.targetId ? Number(entry.targetId) : Number.NaN;
  return (
    <span className="flex flex-col">
      <span dir="auto">{entry.targetLabel ? queueName(entry.targetLabel) : t('admin.jobs.columns.job')}</span>
      {Number.isInteger(id) && (
        <span className="text-xs text-muted">
          {t('admin.jobs.jobNumber', { id: formatPlainNumber(id, language) })}
        </span>
      )}
    </span>
  );
}

const EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'address',
  'city',
  'accountType',
  'companyName',
] as const;

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * What the entry's details say, in words: the fields an edit changed, what a
 * listing's removal cancelled, how many rows an export wrote.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const details = entry.details ?? {};
  let text: string | undefined;
  if (entry.action === 'user.update' && details.changes && typeof details.changes === 'object') {
    const changed = Object.keys(details.changes as Record<string, unknown>)
      .filter((field): field is (typeof EDITABLE_FIELDS)[number] =>
        (EDITABLE_FIELDS as readonly string[]).includes(field),
      )
      .map((field) => t(`admin.audit.fields.${field}`));
    if (changed.length)
      text = t('admin.audit.changed', { fields: changed.join(t('admin.audit.listSeparator')) });
  } else if (entry.action === 'item.delete') {
    text = removalSummary(t, {
      cancelledBookings: count(details.cancelledBookings),
      declinedRequests: count(details.declinedRequests),
      activeRentals: count(details.activeRentals),
    });
  } else if (entry.action === 'payment.refund' && typeof details.amount === 'number') {
    text = formatHalalas(details.amount, language);
  } else if (entry.action.startsWith('export.')) {
    const rows = count(details.rows ?? details.count);
    if (rows) text = t('admin.audit.exportedRows', { count: rows });
  }
  if (!text) return null;
  return <p className="mt-1 text-xs text-muted">{text}</p>;
}

export function AdminName({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.admin) return <span className="text-muted">{t('admin.audit.unknownAdmin')}</span>;
  // A member's own action (member.*) names them; a closed account as a former member.
  return <span dir="auto">{displayName(entry.admin)}</span>;
}
