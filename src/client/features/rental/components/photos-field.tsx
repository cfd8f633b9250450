import { thumbnailOf } from '@shared/images';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ACCEPT_ATTRIBUTE } from '../../uploads';
import type { PhotoUploads } from './use-photo-uploads';

const TILE = 'relative size-20 overflow-hidden rounded-lg bg-canvas ring-1 ring-line';

/**
 * Up to `upload.max` photos for a claim, a dispute or a condition record: thumbnails with a remove
 * button, those uploading, and Add. Optional unless the caller says otherwise.
 */
export function PhotosField({
  upload,
  error,
  label,
  optional = true,
}: {
  upload: PhotoUploads;
  error?: string;
  label?: string;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const problem = error ?? upload.problem;
  const total = upload.photos.length;
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label ?? t('rental.photos.label')}{' '}
        {optional && <span className="ms-1 text-xs font-normal text-muted">{t('common.optional')}</span>}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('rental.photos.hint', { count: upload.max })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {upload.photos.map((url, index) => (
          <li key={url} className={TILE}>
            <ItemImage
              src={thumbnailOf(url)}
              alt={t('rental.photos.alt', { position: index + 1, total })}
              className="size-full object-cover"
            />
            <button
              type="button"
              onClick={() => upload.remove(url)}
              aria-label={t('rental.photos.remove', { position: index + 1 })}
              className="absolute end-1 top-1 grid size-7 cursor-pointer place-items-center rounded-full bg-ink/70 text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {upload.pending.map((photo) => (
          <li key={photo.id} className={`${TILE} grid place-items-center`}>
            <Spinner size={20} className="text-primary-700" />
            <progress
              className="sr-only"
              max={1}
              value={photo.progress}
              aria-label={t('rental.photos.uploading', { name: photo.name })}
            />
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        hidden
        tabIndex={-1}
        onChange={upload.choose}
      />
      {!upload.full && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {t('rental.photos.add')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
