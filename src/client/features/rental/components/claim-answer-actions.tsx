import type { Booking, Claim } from '@shared/api-types';
import { Check, MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { AcceptClaim } from './accept-claim';
import { DisputeClaim } from './dispute-claim';

/** The renter's two answers to an open claim, each asked in its own dialog. */
export function ClaimAnswerActions({ booking, claim }: { booking: Booking; claim: Claim }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'accept' | 'dispute' | null>(null);
  const openFor = (answer: 'accept' | 'dispute') => (open: boolean) => setAsking(open ? answer : null);
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog open={asking === 'accept'} onOpenChange={openFor('accept')}>
        <DialogTrigger asChild>
          <Button>
            <Check className="size-4" aria-hidden="true" />
            {t('rental.claim.answer.accept')}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-md">
          <AcceptClaim booking={booking} claim={claim} onDone={() => setAsking(null)} />
        </DialogContent>
      </Dialog>
      <Dialog open={asking === 'dispute'} onOpenChange={openFor('dispute')}>
        <DialogTrigger asChild>
          <Button variant="outline">
            <MessageSquareWarning className="size-4" aria-hidden="true" />
            {t('rental.claim.answer.dispute')}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-xl">
          <DisputeClaim booking={booking} onDone={() => setAsking(null)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
