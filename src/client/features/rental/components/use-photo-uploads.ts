import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { useLanguage } from '../../../i18n/use-language';
import { checkPhotoFile, formatMegabytes, type PhotoRefusal, uploadImage } from '../../uploads';

/** A photo on its way to POST /api/uploads. */
export interface PendingPhoto {
  id: number;
  name: string;
  progress: number;
}

const REFUSAL_KEYS: Record<PhotoRefusal, 'notAPhoto' | 'tooLarge' | 'empty'> = {
  not_a_photo: 'notAPhoto',
  too_large: 'tooLarge',
  empty: 'empty',
};

/**
 * The photos of a form on a booking's page: a claim, a dispute (docs/decisions/0058-claims-and-disputes.md)
 * or a condition record (docs/decisions/0059-handover-and-return-records.md). Each chosen photo is
 * checked, then uploaded at once; its address joins `photos`. Never more than `max`, counting those
 * on their way; closing the form stops the uploads on their way.
 */
export function usePhotoUploads(max: number) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const [photos, setPhotos] = useState<string[]>([]);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const nextId = useRef(0);
  const uploads = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const upload = async (file: File) => {
    nextId.current += 1;
    const id = nextId.current;
    const controller = new AbortController();
    uploads.current.add(controller);
    setPending((now) => [...now, { id, name: file.name, progress: 0 }]);
    try {
      const stored = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setPending((now) => now.map((each) => (each.id === id ? { ...each, progress } : each))),
      });
      setPhotos((now) => [...now, stored.url]);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(errorMessage(error));
    } finally {
      uploads.current.delete(controller);
      setPending((now) => now.filter((each) => each.id !== id));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so that choosing the same file again is a change too.
    event.target.value = '';
    let room = max - photos.length - pending.length;
    let found: string | undefined;
    for (const file of files) {
      const refusal = checkPhotoFile(file);
      if (refusal) {
        found = t(`rental.photos.${REFUSAL_KEYS[refusal]}`, {
          size: formatMegabytes(MAX_UPLOAD_BYTES, language),
        });
      } else if (room <= 0) {
        found = t('rental.photos.hint', { count: max });
      } else {
        room -= 1;
        void upload(file);
      }
    }
    setProblem(found);
  };

  const remove = (url: string) => {
    setPhotos((now) => now.filter((each) => each !== url));
    setProblem(undefined);
  };

  /** Empties the field once what it held was sent, so that sending again sends nothing twice. */
  const clear = () => {
    setPhotos([]);
    setProblem(undefined);
  };

  return {
    photos,
    pending,
    problem,
    max,
    busy: pending.length > 0,
    full: photos.length + pending.length >= max,
    choose,
    remove,
    clear,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
