/**
 * The report control (docs/decisions/0064-reports-and-moderation.md) on a listing, a profile, a
 * message and a review: a reason from the short list and optional words, then thanks at once (the
 * outcome comes later as a notification). A second report of the same thing is thanked the same
 * way: it is already with Ajjir's team. Nothing for a visitor or for one's own content.
 */
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@shared/moderation';
import { CircleCheck, Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../auth';
import { useFileReport } from '../api/reports';

export interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: string;
  /** Whose it is: no control on one's own. */
  ownerId: string;
  /** Only the flag, the label for screen readers (a message, a review card). */
  iconOnly?: boolean;
  /** The whole label ("Report this listing") rather than "Report". */
  fullLabel?: boolean;
  className?: string;
}

export function ReportButton({
  targetType,
  targetId,
  ownerId,
  iconOnly = false,
  fullLabel = false,
  className,
}: ReportButtonProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!me.data || me.data.id === ownerId) return null;
  const label = t(`moderation.reportLabel.${targetType}`);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-muted hover:text-danger-700', iconOnly && 'size-8 p-0', className)}
          aria-label={iconOnly ? label : undefined}
          title={iconOnly ? label : undefined}
          data-testid={`report-${targetType}`}
        >
          <Flag className="size-4" aria-hidden="true" />
          {!iconOnly && <span>{fullLabel ? label : t('moderation.report')}</span>}
        </Button>
      </DialogTrigger>
      {open && <ReportDialogBody targetType={targetType} targetId={targetId} />}
    </Dialog>
  );
}

function ReportDialogBody({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const file = useFileReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const legendId = useId();
  const errorId = useId();
  const thanked =
    file.isSuccess || (file.error instanceof ApiError && file.error.code === 'already_reported');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t('moderation.dialog.chooseReason'));
      document.getElementById(`${legendId}-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    file.mutate({ targetType, targetId, reason, details });
  };

  if (thanked) {
    return (
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheck className="size-5 text-success-700" aria-hidden="true" />
            {t('moderation.dialog.thanksTitle')}
          </DialogTitle>
          <DialogDescription>
            {file.isSuccess ? t('moderation.dialog.thanks') : errorMessage(file.error)}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('moderation.dialog.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    );
  }

  return (
    <DialogContent className="max-w-md">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <DialogHeader>
          <DialogTitle>{t(`moderation.dialog.title.${targetType}`)}</DialogTitle>
          <DialogDescription>{t('moderation.dialog.intro')}</DialogDescription>
        </DialogHeader>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={problem ? errorId : undefined}
          aria-invalid={problem ? true : undefined}
        >
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('moderation.dialog.reasonLegend')}
          </legend>
          {REPORT_REASONS.map((each) => (
            <label
              key={each}
              htmlFor={`${legendId}-${each}`}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 transition-colors',
                'hover:border-primary-200 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
              )}
            >
              <input
                id={`${legendId}-${each}`}
                type="radio"
                name={`${legendId}-reason`}
                value={each}
                checked={reason === each}
                onChange={() => {
                  setReason(each);
                  setProblem(undefined);
                }}
                className="mt-1 size-4 shrink-0 accent-primary-700"
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-ink">{t(`moderation.reasons.${each}`)}</span>
                <span className="text-xs text-muted">{t(`moderation.reasonHints.${each}`)}</span>
              </span>
            </label>
          ))}
          {problem && (
            <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
              {problem}
            </p>
          )}
        </fieldset>
        <Field label={t('moderation.dialog.detailsLabel')} hint={t('moderation.dialog.detailsHint')}>
          <Textarea
            rows={3}
            dir="auto"
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            value={details}
            readOnly={file.isPending}
            onChange={(event) => setDetails(event.target.value)}
          />
        </Field>
        {file.error && (
          <Alert variant="danger" title={t('moderation.dialog.failed')}>
            {errorMessage(file.error)}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('moderation.dialog.cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={file.isPending}>
            {t('moderation.dialog.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
