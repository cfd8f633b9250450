import { zodResolver } from '@hookform/resolvers/zod';
import type { PhoneCodeSent, VerificationState } from '@shared/answers/verification';
import { isolate } from '@shared/names';
import { localMobileOf } from '@shared/phones';
import { phoneCodeSchema } from '@shared/schemas/verification';
import { ExternalLink, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/verification';
import { msUntil, timeOfDayText, verifiedDayText, waitOf } from '../verification-time';
import { useNow } from './use-now';
import { type SectionState, useFocusOnStep, VerifySection } from './verify-section';

type Phone = VerificationState['phone'];
type PendingCode = NonNullable<Phone['pendingCode']>;

/** The number as people in Saudi Arabia write it ("05…"), left to right in either language. */
function LocalNumber({ e164 }: { e164: string }) {
  return <span dir="ltr">{localMobileOf(e164) ?? e164}</span>;
}

/** Where a phone stands: verified, a code waiting to be typed, or none yet. */
function stepOf(
  phone: Phone,
  pending: PendingCode | null,
  now: number,
): 'done' | 'missing' | 'code' | 'send' {
  if (phone.verifiedAt) return 'done';
  if (!phone.number) return 'missing';
  if (pending && msUntil(pending.expiresAt, now) > 0 && pending.triesLeft > 0) return 'code';
  return 'send';
}

/**
 * The mobile number: verified (since when); none on the profile (a way there); or a code sent to it,
 * typed in one field (any digits), with its tries left, its expiry and when a new one may be sent. In
 * a demo the code is shown, with the sandbox's inbox standing in for the phone.
 */
export function PhoneSection({ phone, smsInbox }: { phone: Phone; smsInbox: string | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const fieldErrorText = useFieldErrorText();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [expiredNote, setExpiredNote] = useState(false);
  const form = useForm<z.input<typeof phoneCodeSchema>, unknown, z.output<typeof phoneCodeSchema>>({
    resolver: zodResolver(phoneCodeSchema),
    defaultValues: { code: '' },
  });

  // The checks are fetched again before a send's answer arrives here (useSendPhoneCode), so they
  // hold its code; the answer adds only what a demo shows, the code itself, while it is that one.
  const pending: PendingCode | null = phone.pendingCode;
  const demoCode = sent?.code && pending?.sentAt === sent.sentAt ? sent.code : null;
  const now = useNow(Boolean(pending) && !phone.verifiedAt);
  const step = stepOf(phone, pending, now);
  // A code sent: the focus goes to its field; any other change to the section's start.
  const focusRef = useFocusOnStep<HTMLDivElement>(step, (next) => {
    if (next !== 'code') return false;
    form.setFocus('code');
    return true;
  });
  const resendIn = pending ? msUntil(pending.resendAt, now) : 0;
  // "in 45 seconds", "in a minute": a clock ("01:00") would read as a time of day.
  const resendWait = waitOf(resendIn);
  const resendText = t(
    resendWait.unit === 'minutes'
      ? 'verification.phone.resendInMinutes'
      : 'verification.phone.resendInSeconds',
    { count: resendWait.count },
  );
  const state: SectionState = step === 'done' ? 'done' : step === 'code' ? 'waiting' : 'notYet';
  const { errors } = form.formState;
  // A wrong code is the API's refusal (errors.…), said on the field; the rest are the schema's keys.
  const codeErrorText =
    errors.code?.type === 'refusal' ? t(`errors.${errors.code.message}`) : fieldErrorText(errors.code);

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSent(answer);
        setExpiredNote(false);
        // A new code while the field shows (sent again): it starts empty, and has the focus.
        form.setValue('code', '');
        form.clearErrors('code');
        form.setFocus('code');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('verification.phone.sendFailed'),
          description: errorMessage(error),
        }),
    });

  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: () => {
        setSent(null);
        toast({ variant: 'success', title: t('verification.phone.verified') });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['code'])) return;
        if (error instanceof ApiError && error.code === 'phone_code_wrong') {
          form.setError('code', { type: 'refusal', message: error.code }, { shouldFocus: true });
          return;
        }
        if (error instanceof ApiError && error.code === 'phone_code_expired') {
          setSent(null);
          setExpiredNote(true);
          return;
        }
        toast({
          variant: 'destructive',
          title: t('verification.phone.confirmFailed'),
          description: errorMessage(error),
        });
      },
    }),
  );

  return (
    <VerifySection
      icon={Smartphone}
      title={t('verification.phone.title')}
      why={t('verification.phone.why')}
      state={state}
      testId="verify-phone"
    >
      <div ref={focusRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        {step === 'done' && phone.verifiedAt && (
          <p className="font-medium text-ink">
            {phone.number && <LocalNumber e164={phone.number} />}
            <span className="mt-0.5 block text-sm font-normal text-muted">
              {t('verification.phone.verifiedOn', { date: verifiedDayText(phone.verifiedAt, language) })}
            </span>
          </p>
        )}

        {step === 'missing' && (
          <>
            <p className="text-ink">{t('verification.phone.missing')}</p>
            <div>
              <Button asChild variant="outline">
                <Link to={paths.profile()}>{t('verification.phone.addNumber')}</Link>
              </Button>
            </div>
          </>
        )}

        {step === 'send' && phone.number && (
          <>
            <p className="text-ink">
              {t('verification.phone.number', {
                number: isolate(localMobileOf(phone.number) ?? phone.number),
              })}
            </p>
            {(expiredNote || pending) && <Alert variant="info" title={t('errors.phone_code_expired')} />}
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={sendCode} loading={send.isPending} disabled={resendIn > 0}>
                {pending || expiredNote ? t('verification.phone.resend') : t('verification.phone.send')}
              </Button>
              {resendIn > 0 && <span className="text-sm text-muted">{resendText}</span>}
            </div>
          </>
        )}

        {step === 'code' && pending && phone.number && (
          <>
            <p className="text-ink">
              {t('verification.phone.sentTo', {
                number: isolate(localMobileOf(phone.number) ?? phone.number),
              })}
            </p>
            <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:max-w-sm">
              <Field
                label={t('verification.phone.codeLabel')}
                hint={`${t('verification.phone.codeHint', { time: isolate(timeOfDayText(pending.expiresAt, language)) })} ${t('verification.phone.triesLeft', { count: pending.triesLeft })}`}
                error={codeErrorText}
                required
              >
                <DigitsInput
                  dir="ltr"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  className="text-center font-mono text-xl tracking-[0.4em]"
                  {...form.register('code')}
                />
              </Field>
              <div>
                <Button type="submit" loading={confirm.isPending}>
                  {t('verification.phone.confirm')}
                </Button>
              </div>
            </form>
            <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
              <Button
                variant="ghost"
                size="sm"
                onClick={sendCode}
                loading={send.isPending}
                disabled={resendIn > 0}
              >
                {t('verification.phone.resend')}
              </Button>
              {resendIn > 0 && (
                <span className="text-sm text-muted" data-testid="resend-in">
                  {resendText}
                </span>
              )}
            </div>
            {demoCode && (
              <Alert variant="info" title={t('verification.phone.demoCode', { code: isolate(demoCode) })}>
                <p>{t('verification.phone.demoBody')}</p>
                {smsInbox && (
                  <a
                    href={smsInbox}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-flex items-center gap-1 font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
                  >
                    {t('verification.phone.smsInbox')}
                    <ExternalLink className="size-4" aria-hidden="true" />
                    <span className="sr-only">{t('verification.newTab')}</span>
                  </a>
                )}
              </Alert>
            )}
          </>
        )}
      </div>
    </VerifySection>
  );
}
