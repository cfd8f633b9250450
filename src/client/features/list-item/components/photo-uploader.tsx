import { MAX_ITEM_IMAGES, MAX_UPLOAD_BYTES } from '@shared/constants';
import { type Ref, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { ACCEPT_ATTRIBUTE, formatMegabytes } from '../../uploads';
import { AddFirstPhotos } from './add-photos';
import { PhotoByAddress } from './photo-by-address';
import { PhotoDropArea } from './photo-drop-area';
import { PhotoGrid } from './photo-grid';
import { UploadProblems } from './upload-problems';
import { usePhotoFocus } from './use-photo-focus';
import { usePhotoUploads } from './use-photo-uploads';

export interface PhotoUploaderProps {
  /** The photos' addresses, the cover first. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** True while photos are still being sent (the form waits for them). */
  onBusyChange?: (busy: boolean) => void;
  /** The field's error, already translated. */
  error?: string;
  /** Takes the focus when the photos have a problem (react-hook-form's field ref). */
  focusRef?: Ref<HTMLButtonElement>;
  /** Element ids that describe the photos (the section's hint). */
  describedBy?: string;
}

/**
 * The photos of a listing (docs/product.md, "Pages", photos): uploads with a progress
 * bar each, one after another; previews; removal; reordering with buttons
 * (and by dragging, on a desktop); the first is the cover; at most
 * MAX_ITEM_IMAGES. An https address can be added by hand, too.
 */
export function PhotoUploader({
  value,
  onChange,
  onBusyChange,
  error,
  focusRef,
  describedBy,
}: PhotoUploaderProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const focus = usePhotoFocus(focusRef);
  const uploads = usePhotoUploads({ value, onChange, onBusyChange, afterArrange: focus.focusAfter });

  const openPicker = () => inputRef.current?.click();
  const total = value.length;
  const hasTiles = total > 0 || uploads.inFlight.length > 0;
  const invalid = Boolean(error);
  const rules = t('listItem.photos.rules', { max: formatMegabytes(MAX_UPLOAD_BYTES, language) });

  return (
    <div className="flex flex-col gap-4">
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        hidden
        onChange={(event) => {
          if (event.target.files) uploads.addFiles(event.target.files);
          // Emptied, so that choosing the same file again is a change too.
          event.target.value = '';
        }}
      />

      <PhotoDropArea canTake={uploads.room > 0} onDrop={uploads.dropFiles}>
        {hasTiles ? (
          <PhotoGrid
            photos={value}
            inFlight={uploads.inFlight}
            room={uploads.room}
            describedBy={describedBy}
            invalid={invalid}
            onMove={uploads.move}
            onRemove={uploads.remove}
            onCancel={uploads.cancel}
            onAdd={openPicker}
            buttonRef={focus.tileButtonRef}
            addButtonRef={focus.addButtonRef}
          />
        ) : (
          <AddFirstPhotos
            buttonRef={focus.addButtonRef}
            invalid={invalid}
            onClick={openPicker}
            rules={rules}
            describedBy={describedBy}
          />
        )}
      </PhotoDropArea>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted">
        <p>{t('listItem.photos.count', { count: total, max: MAX_ITEM_IMAGES })}</p>
        {hasTiles && <p>{rules}</p>}
      </div>

      {error && <p className="text-sm font-medium text-danger-700">{error}</p>}

      <UploadProblems
        notice={uploads.notice}
        failed={uploads.failed}
        onDismissNotice={uploads.dismissNotice}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />

      <PhotoByAddress photos={value} room={uploads.room} onAdd={uploads.addByAddress} />

      <p className="sr-only" aria-live="polite">
        {uploads.announcement}
      </p>
    </div>
  );
}
