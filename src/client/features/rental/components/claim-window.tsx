import type { Booking, BookingClaim } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { FilePlus2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useLanguage } from '../../../i18n/use-language';
import { useDeadlineText } from '../claim-moments';
import { ClaimForm } from './claim-form';

/**
 * The owner of a returned rental, while they may claim: until when and up to how much, and the
 * button that opens the claim's form. The form starts afresh each time the dialog opens.
 */
export function ClaimWindow({
  booking,
  window,
}: {
  booking: Booking;
  window: NonNullable<BookingClaim['window']>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deadline = useDeadlineText();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3" data-testid="claim-window">
      <p className="flex items-start gap-2 text-sm leading-relaxed text-ink/90">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
        <span>
          {t('rental.claim.window.body', {
            deposit: formatHalalas(window.deposit, language),
            date: deadline(window.closesAt),
          })}
        </span>
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary" className="self-start">
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t('rental.claim.window.action')}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-xl">
          <ClaimForm booking={booking} deposit={window.deposit} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
