import { localeOf } from '@shared/format';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { TileButton, tileBoxClass, tilePictureClass } from './tile-parts';
import type { PendingPhoto } from './use-photo-uploads';

interface UploadProgressTileProps {
  photo: PendingPhoto;
  /** The first upload while there is no photo yet: it takes the cover's place. */
  large: boolean;
  onCancel: () => void;
}

/** A photo waiting its turn or being sent: its local preview and name, a progress bar, and a cancel button. */
export function UploadProgressTile({ photo, large, onCancel }: UploadProgressTileProps) {
  const { t } = useTranslation();
  const progress = useProgressText(photo);
  return (
    <li className={tileBoxClass(large)}>
      <div className={tilePictureClass(large)}>
        {photo.preview && (
          <img
            src={photo.preview}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-55 grayscale-[35%]"
          />
        )}
        <p
          className="absolute inset-x-2 bottom-2 truncate rounded-md bg-surface/90 px-2 py-0.5 text-xs font-medium text-ink"
          dir="auto"
        >
          {photo.name}
        </p>
      </div>
      <div className="flex items-center gap-2 border-t border-line p-1 ps-2.5">
        <div
          role="progressbar"
          aria-label={t('listItem.photos.uploading', { name: photo.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(photo.progress * 100)}
          aria-valuetext={progress}
          className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-primary-100"
        >
          <div
            className="h-full rounded-full bg-primary-600 transition-[width] duration-200"
            style={{
              width: `${photo.status === 'queued' ? 0 : Math.max(4, photo.progress * 100)}%`,
            }}
          />
        </div>
        <span className="shrink-0 text-xs font-semibold text-primary-800 tabular-nums">{progress}</span>
        <TileButton
          label={t('listItem.photos.cancelUpload', { name: photo.name })}
          onClick={onCancel}
          className="text-muted"
        >
          <X className="size-4" aria-hidden="true" />
        </TileButton>
      </div>
    </li>
  );
}

/** Waiting its turn, the share sent, or (all sent) the server making its sizes. */
function useProgressText(photo: PendingPhoto): string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (photo.status === 'queued') return t('listItem.photos.waiting');
  if (photo.progress >= 1) return t('listItem.photos.processing');
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    photo.progress,
  );
}
