import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { NoShowForm, type NoShowFormMode } from './no-show-form';

/** A button opening a no-show form in its dialog; the form starts afresh each time it opens. */
export function NoShowFormButton({
  bookingId,
  mode,
  label,
  due,
  variant = 'secondary',
}: {
  bookingId: string;
  mode: NoShowFormMode;
  label: string;
  /** The deadline the form names: the owner's answer's, or the decision's. */
  due?: string;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} className="self-start">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <NoShowForm bookingId={bookingId} mode={mode} due={due} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
