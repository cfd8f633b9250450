import { zodResolver } from '@hookform/resolvers/zod';
import type { NafathRequest, VerificationState } from '@shared/answers/verification';
import { formatNumber } from '@shared/format';
import { isolate } from '@shared/names';
import { identityStartSchema } from '@shared/schemas/verification';
import { ExternalLink, Fingerprint, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useNafathRequest, useStartNafath } from '../api/verification';
import { nafathNameIn } from '../nafath-name';
import { verifiedDayText } from '../verification-time';
import { LiveCountdown } from './live-countdown';
import { type SectionState, useFocusOnStep, VerifySection } from './verify-section';

type Identity = VerificationState['identity'];

/** Refusals of Nafath that concern the number typed: said on the field. */
const ID_REFUSALS = ['identity_taken', 'nafath_refused'];

/** The two digits as the page writes digits ("٤٧" in Arabic), never grouped. */
function RandomNumber({ random }: { random: string }) {
  const { language } = useLanguage();
  // Digit by digit, so a leading zero stays.
  const digits = /^\d+$/.test(random)
    ? [...random].map((digit) => formatNumber(Number(digit), language)).join('')
    : random;
  return (
    <span dir="ltr" className="text-6xl font-bold tabular-nums leading-none tracking-wider sm:text-7xl">
      {digits}
    </span>
  );
}

/** A request waiting for the member's choice in the Nafath app: the number, the time left, the sandbox. */
function NafathWaiting({ request, sandbox }: { request: NafathRequest; sandbox: string | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-primary-50 px-4 py-6 text-center text-primary-900 ring-1 ring-primary-700/15">
        <h3 id={headingId} className="text-base font-semibold">
          {t('verification.identity.numberHeading')}
        </h3>
        {/* A value the page gives, named by its heading: not a paragraph (whose big bold text would read as a heading). */}
        <output data-testid="nafath-number" aria-labelledby={headingId} className="block">
          <RandomNumber random={request.random} />
        </output>
        <p className="max-w-md text-sm">{t('verification.identity.instructions')}</p>
        <LiveCountdown until={request.expiresAt} label={t('verification.identity.timeLeft')} />
      </div>
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner className="size-4" />
        {t('verification.identity.waiting')}
      </p>
      {sandbox && (
        <a
          href={sandbox}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
        >
          {t('verification.identity.sandbox')}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('verification.newTab')}</span>
        </a>
      )}
    </div>
  );
}

/** How a request ended without verifying: refused in the app, timed out, or failed; and a way to start again. */
function NafathOutcome({
  status,
  onAgain,
}: {
  status: 'rejected' | 'expired' | 'failed';
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="danger" title={t(`verification.identity.${status}`)}>
        {t(`verification.identity.${status}Body`)}
      </Alert>
      <div>
        <Button variant="outline" onClick={onAgain}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('verification.identity.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

/** The national ID or Iqama number, typed in any digits; the start of a Nafath request. */
function NafathStart({ onStarted }: { onStarted: (request: NafathRequest) => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldErrorText = useFieldErrorText();
  const start = useStartNafath();
  const form = useForm<z.input<typeof identityStartSchema>, unknown, z.output<typeof identityStartSchema>>({
    resolver: zodResolver(identityStartSchema),
    defaultValues: { nationalId: '' },
  });
  const error = form.formState.errors.nationalId;
  const errorText = error?.type === 'refusal' ? t(`errors.${error.message}`) : fieldErrorText(error);

  const submit = form.handleSubmit(({ nationalId }) =>
    start.mutate(nationalId, {
      onSuccess: onStarted,
      onError: (failure) => {
        if (applyServerFieldErrors(failure, form.setError, ['nationalId'])) return;
        if (failure instanceof ApiError && failure.code && ID_REFUSALS.includes(failure.code)) {
          form.setError('nationalId', { type: 'refusal', message: failure.code }, { shouldFocus: true });
          return;
        }
        toast({
          variant: 'destructive',
          title: t('verification.identity.startFailed'),
          description: errorMessage(failure),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:max-w-sm">
      <Field
        label={t('verification.identity.idLabel')}
        hint={t('verification.identity.idHint')}
        error={errorText}
        required
      >
        <DigitsInput dir="ltr" autoComplete="off" spellCheck={false} {...form.register('nationalId')} />
      </Field>
      <div>
        <Button type="submit" loading={start.isPending}>
          {t('verification.identity.start')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The identity through Nafath: verified (the name Nafath gave, since when); a request waiting for
 * the member to choose its number in the Nafath app, followed every 2 s until it ends; how the last
 * one ended; or the ID field to start one.
 */
export function IdentitySection({ identity, sandbox }: { identity: Identity; sandbox: string | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [requestId, setRequestId] = useState<string | null>(identity.request?.id ?? null);
  const [startingOver, setStartingOver] = useState(false);
  const polled = useNafathRequest(requestId, identity.request);
  const request = requestId ? (polled.data ?? null) : null;

  const name = nafathNameIn(identity, language);
  const step = identity.verifiedAt ? 'done' : request && !startingOver ? request.status : 'start';
  const focusRef = useFocusOnStep<HTMLDivElement>(step);
  const state: SectionState =
    step === 'done' ? 'done' : step === 'waiting' || step === 'completed' ? 'waiting' : 'notYet';

  return (
    <VerifySection
      icon={Fingerprint}
      title={t('verification.identity.title')}
      why={t('verification.identity.why')}
      state={state}
      testId="verify-identity"
    >
      <div ref={focusRef} tabIndex={-1} className="outline-none" data-step={step}>
        {step === 'done' && identity.verifiedAt && (
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-ink">{t('verification.identity.completed')}</p>
            {name && (
              <p className="text-ink">
                {t('verification.identity.name', { name: isolate(name) })}
                {identity.document && (
                  <span className="text-muted">
                    {' '}
                    · {t(`verification.identity.document.${identity.document}`)}
                  </span>
                )}
              </p>
            )}
            <p className="text-sm text-muted">
              {t('verification.identity.verifiedOn', {
                date: verifiedDayText(identity.verifiedAt, language),
              })}
            </p>
          </div>
        )}
        {step === 'waiting' && request && <NafathWaiting request={request} sandbox={sandbox} />}
        {step === 'completed' && (
          <p className="flex items-center gap-2 text-ink" role="status">
            <Spinner className="size-4" />
            {t('verification.identity.finishing')}
          </p>
        )}
        {(step === 'rejected' || step === 'expired' || step === 'failed') && (
          <NafathOutcome status={step} onAgain={() => setStartingOver(true)} />
        )}
        {step === 'start' && (
          <NafathStart
            onStarted={(started) => {
              setRequestId(started.id);
              setStartingOver(false);
            }}
          />
        )}
      </div>
    </VerifySection>
  );
}
