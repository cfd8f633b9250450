import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { useLanguage } from '../../../i18n/use-language';
import { checkPhotoFile, formatMegabytes, uploadImage } from '../../uploads';

export type PhotoStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'uploaded' }
  | { kind: 'failed'; message: string };

/**
 * The profile picture's upload: a chosen photo is checked, then sent to POST /api/uploads at
 * once (a new choice or Remove stops the one on its way, and so does leaving the form); its
 * `url` goes to `onChange`. `onBusyChange` says while an upload is on its way.
 */
export function useProfilePhotoUpload(
  onChange: (url: string) => void,
  onBusyChange: (busy: boolean) => void,
) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const abortRef = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<PhotoStatus>({ kind: 'idle' });
  const size = formatMegabytes(MAX_UPLOAD_BYTES, language);

  // Leaving the form stops an upload on its way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkPhotoFile(file);
    if (refusal) {
      const key = refusal === 'not_a_photo' ? 'notAPhoto' : refusal === 'too_large' ? 'tooLarge' : 'empty';
      setStatus({ kind: 'failed', message: t(`profile.edit.photo.${key}`, { size }) });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus({ kind: 'uploading', progress: 0 });
    onBusyChange(true);
    try {
      const uploaded = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (progress) => setStatus({ kind: 'uploading', progress }),
      });
      onChange(uploaded.url);
      setStatus({ kind: 'uploaded' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus({ kind: 'failed', message: errorMessage(error) });
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        onBusyChange(false);
      }
    }
  };

  const remove = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    onBusyChange(false);
    onChange('');
    setStatus({ kind: 'idle' });
  };

  return { status, size, choose, remove };
}
