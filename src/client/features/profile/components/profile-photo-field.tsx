import type { User } from '@shared/api-types';
import { Camera, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/user-avatar';
import { ACCEPT_ATTRIBUTE } from '../../uploads';
import { useProfilePhotoUpload } from './use-profile-photo-upload';

/**
 * The profile picture: a large preview (the person's initials when there is
 * none), a button that picks a photo and sends it to POST /api/uploads at
 * once, and Remove. The value is the uploaded photo's `url`; it is saved
 * with the rest of the form.
 */
export function ProfilePhotoField({
  user,
  value,
  onChange,
  onBusyChange,
}: {
  user: Pick<User, 'firstName' | 'lastName'>;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const rulesId = useId();
  const { status, size, choose, remove } = useProfilePhotoUpload(onChange, onBusyChange);

  const uploading = status.kind === 'uploading';
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center sm:gap-7">
      <div className="relative">
        <UserAvatar
          user={{ ...user, profilePicture: value || null }}
          className="size-28 ring-4 ring-primary-50 sm:size-32 [&>span]:text-3xl"
        />
        {value && (
          <span className="sr-only" data-testid="photo-preview">
            {t('profile.edit.photo.preview')}
          </span>
        )}
        {uploading && (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-ink/45 text-white">
            <Spinner size={28} />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-3 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            onChange={choose}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            loading={uploading}
            aria-describedby={rulesId}
          >
            {!uploading &&
              (value ? (
                <Camera className="size-4" aria-hidden="true" />
              ) : (
                <Upload className="size-4" aria-hidden="true" />
              ))}
            {value ? t('profile.edit.photo.change') : t('profile.edit.photo.upload')}
          </Button>
          {(value || uploading) && (
            <Button type="button" variant="ghost" onClick={remove}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('profile.edit.photo.remove')}
            </Button>
          )}
        </div>
        <p id={rulesId} className="text-sm text-muted">
          {t('profile.edit.photo.rules', { size })}
        </p>
        <div id={statusId} aria-live="polite" className="text-sm empty:hidden">
          {status.kind === 'uploading' && (
            <span className="text-muted">
              {t('profile.edit.photo.uploading')} <span dir="ltr">{Math.round(status.progress * 100)}%</span>
            </span>
          )}
          {status.kind === 'uploaded' && (
            <span className="font-medium text-success-700">{t('profile.edit.photo.uploaded')}</span>
          )}
        </div>
        {status.kind === 'failed' && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {t('profile.edit.photo.failed')}: {status.message}
          </p>
        )}
      </div>
    </div>
  );
}
