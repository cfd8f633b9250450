/**
 * One reported target on the moderation screen (docs/decisions/0064-reports-and-moderation.md): what
 * it is and how hidden it is, the content in place (the listing card, the message in its
 * conversation, the review with its listing, the profile), whose it is, the reports, and the
 * decision form.
 */
import type { ModerationCase, ModerationContext } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDailyRate, formatNumber } from '@shared/format';
import { AUTO_HIDE_WEIGHT, type ModerationAction } from '@shared/moderation';
import { BadgeCheck, Ban, EyeOff, Flag, type LucideIcon, RotateCcw, ShieldAlert, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/person-name';
import { momentParts } from '../admin-format';
import { useModerationDecision } from '../api/admin-moderation';

const ACTION_ICONS: Record<ModerationAction, LucideIcon> = {
  dismiss: X,
  hide: EyeOff,
  restore: RotateCcw,
  warn: ShieldAlert,
  block: Ban,
};
const REASON_MIN = 3;
const REASON_MAX = 500;

function Moment({ value }: { value: string }) {
  const { language } = useLanguage();
  const { day, time } = momentParts(value, language);
  return (
    <time dateTime={value}>
      {day} <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}

export function ModerationCaseCard({ entry }: { entry: ModerationCase }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const titleId = useId();
  const reportsId = useId();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.moderation.${key}`, values);
  const { reported } = entry;
  const byWords = entry.reports.find((report) => report.reporter === null);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
      data-testid="moderation-case"
    >
      <header className="flex flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="me-auto flex items-center gap-2 text-lg font-bold text-ink">
            <Flag className="size-5 text-danger-700" aria-hidden="true" />
            <span>
              {k(`targets.${entry.targetType}`)} ·{' '}
              {entry.reportCount > 0 ? k('reports', { count: entry.reportCount }) : k('noOpenReports')}
            </span>
          </h2>
          {entry.hidden && (
            <Badge variant="warning">
              <EyeOff className="size-3.5" aria-hidden="true" />
              {k(`hidden.${entry.hidden.reason ?? 'other'}`)}
            </Badge>
          )}
          {entry.targetType === 'item' && entry.reportCount > 0 && (
            <Badge variant="muted">
              {k('weight', { weight: n(entry.weight), threshold: n(AUTO_HIDE_WEIGHT) })}
            </Badge>
          )}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label={k('reportsHeading')}>
          {entry.reasons.map((each) => (
            <li key={each.reason}>
              <Badge variant="berry">
                {k(`reasons.${each.reason}`)} × {n(each.count)}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          {k(entry.reportCount > 0 ? 'latest' : 'hiddenSince')}: <Moment value={entry.latestAt} />
        </p>
        {entry.lastDecision && <LastDecision decision={entry.lastDecision} />}
      </header>

      <div className="grid gap-5 border-t border-line p-5 sm:p-6 lg:grid-cols-2">
        <section aria-label={k('context')} className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{k('context')}</h3>
          {entry.context ? (
            <Context entry={entry} context={entry.context} />
          ) : (
            <p className="text-sm text-muted">{k('gone')}</p>
          )}
        </section>
        <section aria-label={k('member')} className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{k('member')}</h3>
          <div className="flex items-center gap-3">
            <UserAvatar user={reported} className="size-10" />
            <div className="min-w-0">
              <Link to={paths.adminUser(reported.id)} className="font-semibold text-primary-700 underline">
                <bdi>{displayName(reported)}</bdi>
              </Link>
              <p className="truncate text-sm text-muted rtl:text-end" dir="ltr">
                @{reported.username}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {reported.identityVerified && (
              <Badge variant="success">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                {k('verified')}
              </Badge>
            )}
            {reported.blocked && <Badge variant="danger">{k('blocked')}</Badge>}
            {reported.closed && <Badge variant="muted">{t('admin.users.status.closed')}</Badge>}
            <Badge variant="muted">{k('priorActions', { count: reported.priorActions })}</Badge>
          </div>
        </section>
      </div>

      {entry.reports.length > 0 && (
        <section aria-labelledby={reportsId} className="border-t border-line p-5 sm:p-6">
          <h3 id={reportsId} className="mb-3 font-semibold text-ink">
            {k('reportsHeading')}
          </h3>
          <ul className="flex flex-col gap-3">
            {entry.reports.map((report) => (
              <li key={report.id} className="rounded-xl bg-canvas p-3 text-sm ring-1 ring-line">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink">{k(`reasons.${report.reason}`)}</span>
                  {report.reporter ? (
                    <Link to={paths.adminUser(report.reporter.id)} className="text-primary-700 underline">
                      <bdi>{displayName(report.reporter)}</bdi>
                    </Link>
                  ) : (
                    <span className="text-muted">{k('byWords')}</span>
                  )}
                  {report.reporter?.identityVerified && (
                    <Badge variant="success">{k('reporterVerified')}</Badge>
                  )}
                  <span className="ms-auto text-muted">
                    <Moment value={report.createdAt} />
                  </span>
                </div>
                {report.details && (
                  <p className="mt-2 whitespace-pre-line text-ink/90" dir="auto">
                    {report === byWords ? k('foundWords', { words: report.details }) : report.details}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="border-t border-line bg-canvas/50 p-5 sm:p-6">
        <DecisionForm entry={entry} />
      </div>
    </article>
  );
}

/** What was last decided on the target's reports, and why: the case a hide is undone from. */
function LastDecision({ decision }: { decision: NonNullable<ModerationCase['lastDecision']> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-canvas p-3 text-sm ring-1 ring-line">
      <p className="text-muted">
        {t('admin.moderation.lastDecision')}:{' '}
        <span className="font-semibold text-ink">
          {t(`admin.moderation.decision.done.${decision.action}`)}
        </span>{' '}
        · <Moment value={decision.at} />
      </p>
      {decision.note && (
        <p className="whitespace-pre-line text-ink/90" dir="auto">
          {decision.note}
        </p>
      )}
    </div>
  );
}

function Context({ entry, context }: { entry: ModerationCase; context: ModerationContext }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.moderation.${key}`, values);
  if (context.kind === 'item') {
    return (
      <div className="flex gap-4 rounded-xl p-3 ring-1 ring-line">
        {context.image && (
          <img src={context.image} alt="" className="size-20 shrink-0 rounded-lg bg-canvas object-cover" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <Link to={paths.item(entry.targetId)} className="font-semibold text-primary-700 underline">
            <bdi>{context.title}</bdi>
          </Link>
          <p className="text-sm text-muted">
            {cityName(context.city, language)} ·{' '}
            {k('perDay', { price: formatDailyRate(context.dailyRate, language) })}
          </p>
          {context.removed && <Badge variant="muted">{k('removedListing')}</Badge>}
          <p className="line-clamp-3 text-sm text-ink/90" dir="auto">
            {context.description}
          </p>
        </div>
      </div>
    );
  }
  if (context.kind === 'user') {
    return (
      <div className="flex flex-col gap-1 rounded-xl p-3 text-sm ring-1 ring-line">
        <Link to={paths.profile(entry.targetId)} className="font-semibold text-primary-700 underline">
          {k('open')}
        </Link>
        <p className="text-muted">
          {k('joined', { date: momentParts(context.joinedAt, language).day })}
          {context.city ? ` · ${context.city}` : ''}
        </p>
        <p className="text-ink/90" dir="auto">
          {context.bio ?? <span className="text-muted">{k('noBio')}</span>}
        </p>
      </div>
    );
  }
  if (context.kind === 'review') {
    return (
      <div className="flex flex-col gap-1 rounded-xl p-3 text-sm ring-1 ring-line">
        <p className="font-semibold text-ink">
          {k('reviewOf', { name: displayName(context.reviewee) })} ·{' '}
          <span aria-hidden="true">{'★'.repeat(context.rating)}</span>
          <span className="sr-only">{t('item.rating', { rating: context.rating })}</span>
        </p>
        {context.itemId && context.itemTitle && (
          <Link to={paths.item(context.itemId)} className="text-primary-700 underline">
            {k('reviewItem', { title: context.itemTitle })}
          </Link>
        )}
        {context.comment && (
          <p className="whitespace-pre-line text-ink/90" dir="auto">
            {context.comment}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{k('conversation')}</p>
      <ol className="flex flex-col gap-2">
        {context.thread.map((message) => {
          const reportedOne = message.id === entry.targetId;
          const fromReported = message.senderId === entry.reported.id;
          return (
            <li
              key={message.id}
              className={cn(
                'max-w-[90%] rounded-2xl px-3 py-2 text-sm',
                fromReported ? 'self-start bg-surface ring-1 ring-line' : 'self-end bg-primary-50',
                reportedOne && 'ring-2 ring-danger-600',
              )}
            >
              {reportedOne && (
                <p className="mb-1 text-xs font-semibold text-danger-700">{k('reportedMessage')}</p>
              )}
              <p className="whitespace-pre-line text-ink" dir="auto">
                {message.hidden && !reportedOne ? (
                  <span className="text-muted italic">{k('removedMessage')}</span>
                ) : (
                  message.content
                )}
              </p>
              <p className="mt-1 text-xs text-muted">
                <Moment value={message.createdAt} />
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function DecisionForm({ entry }: { entry: ModerationCase }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const decide = useModerationDecision(entry);
  const id = useId();
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ action?: string; reason?: string; form?: string }>({});
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.moderation.decision.${key}`, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!action) found.action = k('choiceRequired');
    if (reason.trim().length < REASON_MIN) found.reason = k('reasonMin', { count: REASON_MIN });
    setProblems(found);
    if (!action || found.reason) return;
    try {
      const done = await decide.mutateAsync({ action, reason: reason.trim() });
      toast({
        variant: 'success',
        title: k(`done.${action}`),
        ...(done.closedReports > 0 && { description: k('toldReporters') }),
      });
    } catch (error) {
      setProblems({ form: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={k('legend')}>
      <div className="flex flex-col gap-1.5">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {k('legend')}
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        </p>
        <RadioCards
          value={action}
          onValueChange={(next) => {
            setAction(next as ModerationAction);
            setProblems((now) => ({ ...now, action: undefined, form: undefined }));
          }}
          aria-labelledby={`${id}-label`}
          aria-describedby={problems.action ? `${id}-error` : undefined}
          aria-invalid={problems.action ? true : undefined}
          aria-required
          className="lg:grid-cols-3"
        >
          {entry.actions.map((choice) => {
            const Icon = ACTION_ICONS[choice];
            return (
              <RadioCard
                key={choice}
                value={choice}
                className="p-3"
                icon={<Icon className="size-5" aria-hidden="true" />}
                title={k(`actions.${choice}`)}
                description={k(`effects.${choice}`)}
                data-testid={`moderation-action-${choice}`}
              />
            );
          })}
        </RadioCards>
        {problems.action && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
            {problems.action}
          </p>
        )}
      </div>
      <Field label={k('reasonLabel')} hint={k('reasonHint')} error={problems.reason} required>
        <Textarea
          rows={2}
          dir="auto"
          maxLength={REASON_MAX}
          value={reason}
          readOnly={decide.isPending}
          onChange={(event) => {
            setReason(event.target.value);
            if (problems.reason) setProblems((now) => ({ ...now, reason: undefined }));
          }}
        />
      </Field>
      {problems.form && (
        <Alert variant="danger" title={k('failed')}>
          {problems.form}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          variant={action === 'block' || action === 'hide' ? 'danger' : 'primary'}
          loading={decide.isPending}
        >
          {k('submit')}
        </Button>
      </div>
    </form>
  );
}
