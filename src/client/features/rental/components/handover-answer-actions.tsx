import type { HandoverStage } from '@shared/handover';
import { Check, MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useAnswerHandover } from '../api/handover';
import { useRefreshBooking } from '../api/refresh';
import { ObjectHandover } from './object-handover';

/**
 * The other side's two answers to a confirmed stage: acknowledging goes at once (silence would
 * acknowledge anyway), objecting asks for words in a dialog (docs/decisions/0059-handover-and-return-records.md).
 */
export function HandoverAnswerActions({ bookingId, stage }: { bookingId: string; stage: HandoverStage }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const answer = useAnswerHandover(bookingId);
  const refresh = useRefreshBooking(bookingId);
  const [objecting, setObjecting] = useState(false);

  const acknowledge = () =>
    answer.mutate(
      { stage, answer: 'acknowledge' },
      {
        onSuccess: () => toast({ variant: 'success', title: t('rental.handover.answer.done') }),
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t('rental.handover.answer.failed'),
            description: errorMessage(error),
          });
          // Answered meanwhile, or the time passed: the page shows where it stands now.
          if (error instanceof ApiError && error.status === 409) void refresh();
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" loading={answer.isPending} onClick={acknowledge}>
        {!answer.isPending && <Check className="size-4" aria-hidden="true" />}
        {t('rental.handover.answer.acknowledge')}
      </Button>
      <Dialog open={objecting} onOpenChange={setObjecting}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={answer.isPending}>
            <MessageSquareWarning className="size-4" aria-hidden="true" />
            {t('rental.handover.answer.object')}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-xl">
          <ObjectHandover bookingId={bookingId} stage={stage} onDone={() => setObjecting(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
