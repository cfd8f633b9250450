/**
 * Leave a review of a completed booking: the stars (required) and a comment, hidden from the other side until they write theirs or the window closes.
 */
import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { otherParty } from '@shared/bookings';
import { formatDate } from '@shared/format';
import { isolate } from '@shared/names';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Label, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { displayName } from '../../../lib/person-name';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';

export function ReviewDialog({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const create = useCreateReview();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const ratingLabelId = useId();
  const commentId = useId();
  const name = isolate(displayName(otherParty(booking, side)));
  const about = side === 'renter' ? 'aboutOwner' : 'aboutRenter';

  const submit = () => {
    if (!rating) {
      setMissingRating(true);
      return;
    }
    create.mutate(
      { bookingId: booking.id, rating, comment: comment.trim() || null },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: t('reviewForm.sent'),
            description: t('reviewForm.sentBody', { name }),
            variant: 'success',
          });
        },
      },
    );
  };
  const fieldProblem = create.error instanceof ApiError ? create.error.body?.errors?.[0]?.code : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <Star className="size-4" aria-hidden="true" />
          {t('reviewForm.leave')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`reviewForm.${about}`, { name })}</DialogTitle>
          <DialogDescription>
            {t('reviewForm.hiddenUntil', {
              name,
              date: booking.review.deadline ? formatDate(booking.review.deadline, language) : '',
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <p id={ratingLabelId} className="text-sm font-medium text-ink">
            {t('reviewForm.rating')}
          </p>
          <StarRatingInput
            value={rating}
            onChange={(next) => {
              setRating(next);
              setMissingRating(false);
            }}
            labelledBy={ratingLabelId}
            invalid={missingRating}
          />
          {missingRating && (
            <p role="alert" className="text-sm text-danger-700">
              {t('validation.rating_invalid')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={commentId}>{t('reviewForm.comment')}</Label>
          <Textarea
            id={commentId}
            rows={4}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t(`reviewForm.${about}Placeholder`)}
          />
        </div>
        {create.error && (
          <Alert variant="danger" title={t('reviewForm.failed')}>
            {fieldProblem ? t(`validation.${fieldProblem}`) : errorMessage(create.error)}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('reviewForm.later')}</Button>
          </DialogClose>
          <Button loading={create.isPending} onClick={submit}>
            {t('reviewForm.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
