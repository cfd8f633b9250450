/**
 * Choosing 1 to 5 stars: a radio group (arrow keys move, following the
 * page's direction), each star named "4 stars" in the active language.
 */
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  labelledBy: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      orientation="horizontal"
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      className="flex gap-1"
      onMouseLeave={() => setHovered(null)}
    >
      {[1, 2, 3, 4, 5].map((rating) => (
        <RadioGroup.Item
          key={rating}
          value={String(rating)}
          aria-label={t('reviewForm.stars', { count: rating })}
          onMouseEnter={() => setHovered(rating)}
          className="grid size-11 cursor-pointer place-items-center rounded-xl transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 transition-colors',
              rating <= shown ? 'fill-sand-400 text-sand-400' : 'fill-transparent text-muted/60',
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
