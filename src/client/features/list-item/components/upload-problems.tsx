import { CircleAlert, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { shortFileName } from '../../uploads';
import type { PendingPhoto } from './use-photo-uploads';

interface UploadProblemsProps {
  /** What was not done (too many photos, no room left), or null. */
  notice: string | null;
  failed: PendingPhoto[];
  onDismissNotice: () => void;
  onRetry: (photo: PendingPhoto) => void;
  onDismiss: (key: string) => void;
}

/** Under the photos: the notice, then each photo that could not be sent, each dismissable. */
export function UploadProblems({ notice, failed, onDismissNotice, onRetry, onDismiss }: UploadProblemsProps) {
  const { t } = useTranslation();
  if (failed.length === 0 && !notice) return null;
  return (
    <ul className="flex flex-col gap-2" aria-live="polite">
      {notice && (
        <li className="flex items-start gap-3 rounded-xl border border-warning-700/20 bg-warning-50 p-3 text-sm text-warning-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="flex-1">{notice}</p>
          <button
            type="button"
            onClick={onDismissNotice}
            aria-label={t('listItem.photos.dismiss')}
            className="-m-1 grid size-7 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-warning-700/10"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </li>
      )}
      {failed.map((photo) => (
        <FailedUpload
          key={photo.key}
          photo={photo}
          onRetry={() => onRetry(photo)}
          onDismiss={() => onDismiss(photo.key)}
        />
      ))}
    </ul>
  );
}

/** A photo refused before or by the server: why, and a retry while its file is kept. */
function FailedUpload({
  photo,
  onRetry,
  onDismiss,
}: {
  photo: PendingPhoto;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-danger-600/25 bg-danger-50 p-3 text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-danger-700">
          {t('listItem.photos.failed')}{' '}
          {/* Isolated, so a Latin name keeps its order in an Arabic line; shortened at a word's end, whole on hover. */}
          <bdi className="font-normal text-ink/80" title={photo.name}>
            {shortFileName(photo.name)}
          </bdi>
        </p>
        <p className="text-ink/80">{photo.error}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {photo.file && (
          <Button variant="ghost" size="sm" onClick={onRetry}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('listItem.photos.retry')}
          </Button>
        )}
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('listItem.photos.dismissFile', { name: photo.name })}
          className="grid size-9 cursor-pointer place-items-center rounded-full text-muted hover:bg-danger-600/10 hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
