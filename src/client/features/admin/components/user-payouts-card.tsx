import type { AdminPayoutState } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { PAYOUT_DECISION_REASON_MAX, payoutDecisionSchema } from '@shared/schemas/admin-payouts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { useFieldErrorText } from '../../../lib/forms';
import { type PayoutDecision, useAdminPayoutState, usePayoutDecision } from '../api/admin-payouts';
import { Card } from './detail-card';

/**
 * The owner's payouts on their account page (docs/decisions/0048-payout-security.md): the bank
 * account and what stops a payout to it, with Hold, Release and Approve, each asking for a reason
 * that goes to the audit log.
 */
export function UserPayoutsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const state = useAdminPayoutState(userId);
  const [deciding, setDeciding] = useState<PayoutDecision | null>(null);
  return (
    <Card title={t('admin.payouts.title')} id="user-payouts">
      {state.isPending ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : state.isError ? (
        <p className="text-danger-700">{t('admin.payouts.loadError')}</p>
      ) : (
        <PayoutStateView state={state.data} onDecide={setDeciding} />
      )}
      {deciding && (
        <PayoutDecisionDialog userId={userId} decision={deciding} onOpenChange={() => setDeciding(null)} />
      )}
    </Card>
  );
}

function PayoutStateView({
  state,
  onDecide,
}: {
  state: AdminPayoutState;
  onDecide: (decision: PayoutDecision) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { account, hold } = state;
  return (
    <div className="flex flex-col gap-4">
      {account ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('admin.payouts.iban')}</dt>
            <dd className="whitespace-nowrap font-mono font-semibold rtl:text-end" dir="ltr">
              {account.ibanMasked}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('admin.payouts.holder')}</dt>
            <dd className="font-semibold">
              <bdi>{account.holderName}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('admin.payouts.since')}</dt>
            <dd>{formatMoment(account.ibanSince, language)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('admin.payouts.changes')}</dt>
            <dd>{t('admin.payouts.changesCount', { count: account.changes })}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted">{t('admin.payouts.noAccount')}</p>
      )}
      {account && account.reviewReasons.length > 0 && (
        <div className="flex flex-col gap-2 rounded-xl bg-warning-50 p-3 ring-1 ring-warning-700/20">
          <p className="font-semibold">{t('admin.payouts.inReview')}</p>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
            {account.reviewReasons.map((reason) => (
              <li key={reason}>{t(`admin.payouts.reasons.${reason}`)}</li>
            ))}
          </ul>
          {account.sharedWith.length > 0 && (
            <p className="text-sm">
              {t('admin.payouts.sharedWith')}{' '}
              {account.sharedWith.map((other, index) => (
                <span key={other.id}>
                  {index > 0 && t('admin.audit.listSeparator')}
                  <Link className="font-semibold text-primary-700 underline" to={paths.adminUser(other.id)}>
                    <bdi>{other.name}</bdi>
                  </Link>
                </span>
              ))}
            </p>
          )}
          <div>
            <Button size="sm" onClick={() => onDecide('approve')}>
              {t('admin.payouts.approve')}
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted">{t('admin.payouts.blockers')}</span>
        {state.blockers.length === 0 ? (
          <Badge variant="success">{t('admin.payouts.payable')}</Badge>
        ) : (
          state.blockers.map((blocker) => (
            <Badge key={blocker.kind} variant="warning">
              {t(`admin.payouts.blocker.${blocker.kind}`)}
            </Badge>
          ))
        )}
      </div>
      {hold ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            {t('admin.payouts.heldSince', { date: formatMoment(hold.heldAt, language) })}{' '}
            <bdi>{hold.reason}</bdi>
          </p>
          <Button variant="outline" onClick={() => onDecide('release')}>
            {t('admin.payouts.release')}
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="outline" onClick={() => onDecide('hold')}>
            {t('admin.payouts.hold')}
          </Button>
        </div>
      )}
    </div>
  );
}

function PayoutDecisionDialog({
  userId,
  decision,
  onOpenChange,
}: {
  userId: string;
  decision: PayoutDecision;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const decide = usePayoutDecision(userId);
  const requiredMessage = t('admin.payouts.reasonRequired');
  return (
    <ReasonDialog
      title={t(`admin.payouts.dialog.${decision}.title`)}
      description={t(`admin.payouts.dialog.${decision}.description`)}
      reason={{
        label: t('admin.payouts.reasonLabel'),
        placeholder: t('admin.payouts.reasonPlaceholder'),
        maxLength: PAYOUT_DECISION_REASON_MAX,
        required: true,
        requiredMessage,
      }}
      confirmLabel={t(`admin.payouts.${decision}`)}
      cancelLabel={t('admin.common.cancel')}
      pending={decide.isPending}
      lockWhilePending
      onOpenChange={onOpenChange}
      onConfirm={(reason, showProblem) => {
        const parsed = payoutDecisionSchema.safeParse({ reason });
        if (!parsed.success) {
          const key = parsed.error.issues[0]?.message ?? 'reason_required';
          showProblem(key === 'reason_required' ? requiredMessage : (errorText({ message: key }) ?? ''));
          return;
        }
        decide.mutate(
          { decision, reason: parsed.data.reason },
          {
            onSuccess: () => {
              toast({ variant: 'success', title: t(`admin.payouts.done.${decision}`) });
              onOpenChange(false);
            },
            onError: (failure) =>
              toast({
                variant: 'destructive',
                title: t('admin.payouts.failed'),
                description: errorMessage(failure),
              }),
          },
        );
      }}
    />
  );
}
