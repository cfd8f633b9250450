import { zodResolver } from '@hookform/resolvers/zod';
import type { BusinessCheck } from '@shared/answers/verification';
import { isolate } from '@shared/names';
import { businessCheckSchema } from '@shared/schemas/verification';
import { isKnownRegistryStatus } from '@shared/verification';
import { Building2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useCheckBusiness } from '../api/verification';
import { verifiedDayText } from '../verification-time';
import { type SectionState, useFocusOnStep, VerifySection } from './verify-section';

const FIELDS = ['crNumber', 'vatNumber'] as const;

/** The registration looked up, and what the register said of it. */
function CheckFacts({ check }: { check: BusinessCheck }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-ink">
      <li>{t('verification.business.cr', { cr: isolate(check.crNumber) })}</li>
      {check.registeredName && (
        <li>{t('verification.business.registeredName', { name: isolate(check.registeredName) })}</li>
      )}
      {check.registryStatus && check.status !== 'verified' && (
        <li>
          {t('verification.business.registryStatus', {
            status: isKnownRegistryStatus(check.registryStatus)
              ? t(`verification.business.registryStatuses.${check.registryStatus}`)
              : isolate(check.registryStatus),
          })}
        </li>
      )}
    </ul>
  );
}

/** The commercial registration (10 digits) and the VAT number if registered, any digits typed. */
function BusinessForm({ taxId }: { taxId: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldErrorText = useFieldErrorText();
  const check = useCheckBusiness();
  const form = useForm<z.input<typeof businessCheckSchema>, unknown, z.output<typeof businessCheckSchema>>({
    resolver: zodResolver(businessCheckSchema),
    defaultValues: { crNumber: '', vatNumber: taxId ?? '' },
  });
  const { errors } = form.formState;
  const errorText = (error: { type?: string; message?: string } | undefined) =>
    error?.type === 'refusal' ? t(`errors.${error.message}`) : fieldErrorText(error);

  const submit = form.handleSubmit((input) =>
    check.mutate(input, {
      onSuccess: (answer) =>
        toast({
          variant: 'success',
          title:
            answer.status === 'verified'
              ? t('verification.business.verified')
              : t('verification.business.sentForReview'),
        }),
      onError: (failure) => {
        if (applyServerFieldErrors(failure, form.setError, FIELDS)) return;
        if (failure instanceof ApiError && failure.code === 'cr_taken') {
          form.setError('crNumber', { type: 'refusal', message: failure.code }, { shouldFocus: true });
          return;
        }
        toast({
          variant: 'destructive',
          title: t('verification.business.checkFailed'),
          description: errorMessage(failure),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('verification.business.crLabel')}
        hint={t('verification.business.crHint')}
        error={errorText(errors.crNumber)}
        required
      >
        <DigitsInput dir="ltr" autoComplete="off" spellCheck={false} {...form.register('crNumber')} />
      </Field>
      <Field
        label={t('verification.business.vatLabel')}
        hint={t('verification.business.vatHint')}
        error={errorText(errors.vatNumber)}
        optional
      >
        <DigitsInput dir="ltr" autoComplete="off" spellCheck={false} {...form.register('vatNumber')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" loading={check.isPending}>
          {t('verification.business.submit')}
        </Button>
      </div>
    </form>
  );
}

const STATE_OF: Record<BusinessCheck['status'], SectionState> = {
  verified: 'done',
  review: 'review',
  rejected: 'notYet',
  revoked: 'notYet',
};

/**
 * A business account's commercial registration, checked at the Ministry of Commerce: verified (since
 * when), under review (why, in words), turned down or withdrawn (the administrator's note, and the form
 * again), or the form.
 */
export function BusinessSection({ check, taxId }: { check: BusinessCheck | null; taxId: string | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const status = check?.status ?? null;
  const focusRef = useFocusOnStep<HTMLDivElement>(status ?? 'form');

  return (
    <VerifySection
      icon={Building2}
      title={t('verification.business.title')}
      why={t('verification.business.why')}
      state={status ? STATE_OF[status] : 'notYet'}
      testId="verify-business"
    >
      <div ref={focusRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        {check?.status === 'verified' && (
          <div className="flex flex-col gap-1">
            <CheckFacts check={check} />
            <p className="text-sm text-muted">
              {t('verification.business.verifiedOn', {
                date: verifiedDayText(check.decidedAt ?? check.createdAt, language),
              })}
            </p>
          </div>
        )}
        {check?.status === 'review' && (
          <>
            <Alert title={t('verification.business.status.review')}>
              {check.reason && <p>{t(`verification.business.reason.${check.reason}`)}</p>}
              <p>{t('verification.business.reviewBody')}</p>
            </Alert>
            <CheckFacts check={check} />
            <p className="text-sm text-muted">
              {t('verification.business.askedOn', { date: verifiedDayText(check.createdAt, language) })}
            </p>
          </>
        )}
        {(check?.status === 'rejected' || check?.status === 'revoked') && (
          <>
            <Alert variant="danger" title={t(`verification.business.status.${check.status}`)}>
              {check.reason && <p>{t(`verification.business.reason.${check.reason}`)}</p>}
              {check.note && <p>{t('verification.business.note', { note: isolate(check.note) })}</p>}
              <p>{t('verification.business.again')}</p>
            </Alert>
            <CheckFacts check={check} />
          </>
        )}
        {(check === null || check.status === 'rejected' || check.status === 'revoked') && (
          <BusinessForm taxId={taxId} />
        )}
      </div>
    </VerifySection>
  );
}
