import { ImagePlus } from 'lucide-react';
import type { RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The two ways to open the file picker: the prompt while there is no photo, then the last tile. */
interface AddPhotosProps {
  /** The add button takes the focus when the photos have a problem (usePhotoFocus). */
  buttonRef: RefCallback<HTMLButtonElement>;
  /** The photos have a problem: the button says so. */
  invalid: boolean;
  onClick: () => void;
}

/** The last tile: a button to choose more photos, saying how many more fit. */
export function AddPhotoTile({ buttonRef, invalid, onClick, room }: AddPhotosProps & { room: number }) {
  const { t } = useTranslation();
  return (
    <li className="flex min-h-36">
      <button
        ref={buttonRef}
        type="button"
        onClick={onClick}
        aria-invalid={invalid || undefined}
        className={cn(
          'flex w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed p-3 text-center text-sm font-medium transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          invalid
            ? 'border-danger-600/60 text-danger-700 hover:bg-danger-50'
            : 'border-primary-300 bg-primary-50/30 text-primary-800 hover:border-primary-500 hover:bg-primary-50',
        )}
      >
        <ImagePlus className="size-6" aria-hidden="true" />
        {t('listItem.photos.addMore')}
        <span className="text-xs font-normal text-muted">{t('listItem.photos.left', { count: room })}</span>
      </button>
    </li>
  );
}

/** The photo area with no photo yet: what to do, the rules, and a button to choose photos. */
export function AddFirstPhotos({
  buttonRef,
  invalid,
  onClick,
  rules,
  describedBy,
}: AddPhotosProps & { rules: string; describedBy?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        invalid ? 'border-danger-600/60 bg-danger-50/40' : 'border-primary-200 bg-primary-50/40',
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-surface text-primary-700 shadow-sm ring-1 ring-primary-100">
        <ImagePlus className="size-7" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold text-ink">{t('listItem.photos.emptyTitle')}</p>
        <p className="mt-1 text-sm text-muted">
          <span className="hidden md:inline">{t('listItem.photos.dropHint')} </span>
          {rules}
        </p>
      </div>
      <Button
        ref={buttonRef}
        variant="secondary"
        onClick={onClick}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {t('listItem.photos.add')}
      </Button>
    </div>
  );
}
