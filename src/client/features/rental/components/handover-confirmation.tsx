import type { HandoverRecords } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import type { HandoverStage } from '@shared/handover';
import { CircleCheck, CircleDashed, Clock, MessageSquareWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { useDeadlineText } from '../claim-moments';

type Confirmation = NonNullable<HandoverRecords['stages'][number]['confirmation']>;

/**
 * Who confirmed the stage and when, and where the other side's answer stands: acknowledged (by
 * them, or by silence once the deadline passed), objected to with their words, or awaited until the
 * deadline, after which silence acknowledges (docs/decisions/0059-handover-and-return-records.md).
 */
export function HandoverConfirmation({
  stage,
  confirmation,
  mayAnswer,
}: {
  stage: HandoverStage;
  confirmation: Confirmation | null;
  mayAnswer: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!confirmation) {
    return (
      <Line
        icon={<CircleDashed className={ICON} aria-hidden="true" />}
        testId={`${stage}-confirmation`}
        muted
      >
        {t(`rental.handover.notYet.${stage}`)}
      </Line>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Line
        icon={<CircleCheck className={`${ICON} text-primary-700`} aria-hidden="true" />}
        testId={`${stage}-confirmation`}
      >
        {t(`rental.handover.confirmed.${stage}.${confirmation.by}`, {
          date: formatMoment(confirmation.at, language),
        })}
        {confirmation.early && (
          <Badge variant="info" className="ms-2">
            {t('rental.handover.early')}
          </Badge>
        )}
      </Line>
      <AnswerState confirmation={confirmation} mayAnswer={mayAnswer} testId={`${stage}-answer`} />
    </div>
  );
}

const ICON = 'mt-0.5 size-4 shrink-0';

function AnswerState({
  confirmation,
  mayAnswer,
  testId,
}: {
  confirmation: Confirmation;
  mayAnswer: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deadline = useDeadlineText();
  const answerer = confirmation.by === 'owner' ? 'renter' : 'owner';
  const due = deadline(confirmation.answerDueAt);

  if (confirmation.answer === 'objected') {
    return (
      <div data-testid={testId}>
        <Line icon={<MessageSquareWarning className={`${ICON} text-warning-700`} aria-hidden="true" />}>
          {t(`rental.handover.objected.${answerer}`, {
            date: formatMoment(confirmation.answeredAt ?? confirmation.answerDueAt, language),
          })}
        </Line>
        {/* A member's words: shown as written, never as markup. */}
        <p
          dir="auto"
          data-testid="objection"
          className="ms-6 mt-1.5 whitespace-pre-line break-words rounded-xl bg-warning-50 px-3 py-2 text-sm leading-relaxed text-ink/90"
        >
          {confirmation.objection}
        </p>
      </div>
    );
  }
  // Silence acknowledges once the deadline passes, whether or not the server has said so yet.
  const lapsed = confirmation.answer === null && Date.parse(confirmation.answerDueAt) <= Date.now();
  if (confirmation.silent || lapsed) {
    return (
      <Line icon={<CircleCheck className={`${ICON} text-success-700`} aria-hidden="true" />} testId={testId}>
        {t('rental.handover.silent', { date: due })}
      </Line>
    );
  }
  if (confirmation.answer === 'acknowledged') {
    return (
      <Line icon={<CircleCheck className={`${ICON} text-success-700`} aria-hidden="true" />} testId={testId}>
        {t(`rental.handover.acknowledged.${answerer}`, {
          date: formatMoment(confirmation.answeredAt ?? confirmation.at, language),
        })}
      </Line>
    );
  }
  return (
    <Line icon={<Clock className={`${ICON} text-warning-700`} aria-hidden="true" />} testId={testId}>
      {mayAnswer
        ? t('rental.handover.yourAnswer', { date: due })
        : t(`rental.handover.waiting.${answerer}`, { date: due })}
    </Line>
  );
}

function Line({
  icon,
  children,
  testId,
  muted = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
  muted?: boolean;
}) {
  return (
    <p
      className={`flex items-start gap-2 text-sm ${muted ? 'text-muted' : 'text-ink/90'}`}
      data-testid={testId}
    >
      {icon}
      <span>{children}</span>
    </p>
  );
}
