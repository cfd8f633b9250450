/**
 * Revoking one of a member's verifications (docs/decisions/0062-verified-members.md) asks what it
 * does and why: a reason of at least 3 characters, kept in the audit log. The member's
 * verifications are then read again; the result is said in a toast. Refused because it was no longer
 * verified (409 not_verified), the dialog closes on the refreshed panel with that said.
 */
import type { RevocableVerification } from '@shared/verification';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useRevokeVerification } from '../api/admin-verifications';
import { ADMIN_NOTE_MAX, ADMIN_NOTE_MIN } from './business-decision-form';

export function RevokeVerificationDialog({
  userId,
  kind,
  onOpenChange,
  focusAfter,
}: {
  userId: string;
  kind: RevocableVerification;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing when the button that opened the dialog has gone (revoked). */
  focusAfter: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const revoke = useRevokeVerification(userId);
  // Opened from a button without a Radix trigger: focus goes back to that button on closing.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.verifications.revoke.${key}`, values);
  const tooShort = k('reasonMin', { count: ADMIN_NOTE_MIN });

  return (
    <ReasonDialog
      title={k(`title.${kind}`)}
      description={k(`description.${kind}`)}
      reason={{
        label: k('reason'),
        hint: k('reasonHint'),
        placeholder: k('reasonPlaceholder'),
        maxLength: ADMIN_NOTE_MAX,
        required: true,
        requiredMessage: tooShort,
      }}
      confirmLabel={k('confirm')}
      confirmIcon={<ShieldOff className="size-4" aria-hidden="true" />}
      cancelLabel={k('cancel')}
      pending={revoke.isPending}
      lockWhilePending
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        const target = returnTo?.isConnected ? returnTo : focusAfter();
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
      onConfirm={(reason, showProblem) => {
        const trimmed = reason.trim();
        if (trimmed.length < ADMIN_NOTE_MIN) {
          showProblem(tooShort);
          return;
        }
        revoke.mutate(
          { kind, reason: trimmed },
          {
            onSuccess: () => {
              toast({ variant: 'success', title: k(`done.${kind}`) });
              onOpenChange(false);
            },
            onError: (failure) => {
              if (failure instanceof ApiError && failure.code === 'not_verified') {
                toast({ variant: 'destructive', title: errorMessage(failure) });
                onOpenChange(false);
                return;
              }
              const onField =
                failure instanceof ApiError && failure.body?.errors?.find((error) => error.path === 'reason');
              if (onField) {
                showProblem(
                  onField.code === 'required'
                    ? tooShort
                    : t(`validation.${onField.code ?? 'invalid'}`, { defaultValue: t('validation.invalid') }),
                );
                return;
              }
              toast({ variant: 'destructive', title: k('failed'), description: errorMessage(failure) });
            },
          },
        );
      }}
    />
  );
}
