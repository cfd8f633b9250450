import { MAX_ITEM_IMAGES, MAX_UPLOAD_BYTES } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { checkPhotoFile, drawPreview, formatMegabytes, type PhotoRefusal, uploadImage } from '../../uploads';
import type { PhotoAction } from './use-photo-focus';

/** A photo on its way: waiting its turn, being sent, or refused (with the reason). */
export interface PendingPhoto {
  key: string;
  name: string;
  /** Kept while a retry is possible; null when the file itself was refused. */
  file: File | null;
  /** A small local preview of the chosen file (a data: URL), once drawn; null until then or when it cannot be. */
  preview: string | null;
  status: 'queued' | 'uploading' | 'failed';
  progress: number;
  error?: string;
}

export interface PhotoUploadsOptions {
  /** The photos' addresses, the cover first. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** True while photos are still being sent (the form waits for them). */
  onBusyChange?: (busy: boolean) => void;
  /** Called after a move or a removal with the photo that should keep the focus (undefined: none is left). */
  afterArrange: (url: string | undefined, action: PhotoAction) => void;
}

type ChangePending = (key: string, changes: Partial<PendingPhoto>) => void;

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `photo-${keyCounter}`;
};

/** Answers about the file itself (413 too large, 415 not a photo the server reads): sending it again changes nothing. */
const FILE_REFUSALS = new Set([413, 415]);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The photos of a listing and those on their way (docs/product.md, "Pages", photos):
 * chosen files are checked here first, then sent one after another with
 * their progress; a failed one can be retried or dismissed; saved ones are
 * moved, removed or added by address. Everything that changes is also said
 * to screen readers (`announcement`); `notice` says what was not done.
 */
export function usePhotoUploads(options: PhotoUploadsOptions) {
  const { value, onChange, onBusyChange } = options;
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const { pending, update, forget, append } = usePendingPhotos();
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The latest photos, for uploads that finish after a render or two.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const inFlight = pending.filter((photo) => photo.status !== 'failed');
  const room = MAX_ITEM_IMAGES - value.length - inFlight.length;
  const busy = inFlight.length > 0;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const onUploaded = useCallback(
    (photo: PendingPhoto, url: string) => {
      const current = valueRef.current;
      if (current.length >= MAX_ITEM_IMAGES) return;
      onChangeRef.current([...current, url]);
      setAnnouncement(t('listItem.photos.uploaded', { name: photo.name, position: current.length + 1 }));
    },
    [t],
  );
  const cancel = useUploadQueue(pending, { update, forget, onUploaded });
  const order = usePhotoOrder(options, { announce: setAnnouncement, clearNotice: () => setNotice(null) });
  const sayFull = () => setNotice(t('listItem.photos.full', { max: MAX_ITEM_IMAGES }));

  const addFiles = (files: FileList | File[]) => {
    const chosen = [...files];
    if (chosen.length === 0) return;
    setNotice(null);
    const { accepted, refused, skipped } = sortChosenFiles(chosen, room, refusalText);
    for (const photo of accepted) {
      void drawPreview(photo.file).then((preview) => {
        if (preview) update(photo.key, { preview });
      });
    }
    if (skipped > 0) setNotice(t('listItem.photos.tooMany', { count: skipped, max: MAX_ITEM_IMAGES }));
    append([...accepted, ...refused]);
  };

  /** Files dropped on the photo area: none are taken when it is full, and the notice says so. */
  const dropFiles = (files: FileList) => {
    if (room <= 0) {
      sayFull();
      return;
    }
    addFiles(files);
  };

  const retry = (photo: PendingPhoto) => {
    if (!photo.file) return;
    if (room <= 0) {
      sayFull();
      return;
    }
    update(photo.key, { status: 'queued', progress: 0, error: undefined });
  };

  return {
    ...order,
    inFlight,
    failed: pending.filter((photo) => photo.status === 'failed'),
    room,
    notice,
    announcement,
    addFiles,
    dropFiles,
    retry,
    cancel: (photo: PendingPhoto) => cancel(photo.key),
    dismiss: forget,
    dismissNotice: () => setNotice(null),
  };
}

/** The photos on their way, and the ways one changes: some of its fields, or its leaving the list. */
function usePendingPhotos() {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const update = useCallback<ChangePending>((key, changes) => {
    setPending((list) => list.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));
  }, []);
  const forget = useCallback((key: string) => {
    setPending((list) => list.filter((photo) => photo.key !== key));
  }, []);
  const append = useCallback((photos: PendingPhoto[]) => {
    setPending((list) => [...list, ...photos]);
  }, []);
  return { pending, update, forget, append };
}

/**
 * The chosen files sorted, in the order chosen: those that may go (as many
 * as there is room for), queued; those refused, with the reason; and how
 * many were left out for want of room.
 */
function sortChosenFiles(
  files: File[],
  room: number,
  refusalText: (file: File, refusal: PhotoRefusal) => string,
) {
  const accepted: (PendingPhoto & { file: File })[] = [];
  const refused: PendingPhoto[] = [];
  let skipped = 0;
  for (const file of files) {
    const refusal = checkPhotoFile(file);
    if (refusal) {
      const error = refusalText(file, refusal);
      refused.push({
        key: nextKey(),
        name: file.name,
        file: null,
        preview: null,
        status: 'failed',
        progress: 0,
        error,
      });
    } else if (accepted.length >= room) {
      skipped += 1;
    } else {
      accepted.push({ key: nextKey(), name: file.name, file, preview: null, status: 'queued', progress: 0 });
    }
  }
  return { accepted, refused, skipped };
}

/** Why a file is refused before it is sent, in the active language. */
function useRefusalText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (file: File, refusal: PhotoRefusal): string => {
    if (refusal === 'too_large') {
      return t('listItem.photos.tooLarge', {
        size: formatMegabytes(file.size, language),
        max: formatMegabytes(MAX_UPLOAD_BYTES, language),
      });
    }
    return refusal === 'empty' ? t('listItem.photos.emptyFile') : t('listItem.photos.notAPhoto');
  };
}

/**
 * Sends the queued photos one at a time, in the order they were chosen, and
 * stops them when the page is left. Answers how to cancel one.
 */
function useUploadQueue(
  pending: PendingPhoto[],
  {
    update,
    forget,
    onUploaded,
  }: {
    update: ChangePending;
    forget: (key: string) => void;
    onUploaded: (photo: PendingPhoto, url: string) => void;
  },
) {
  const errorMessage = useErrorMessage();
  const controllers = useRef(new Map<string, AbortController>());
  const started = useRef(new Set<string>());

  // Leaving the page stops the uploads.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  // One upload at a time, in the order the photos were chosen.
  useEffect(() => {
    if (pending.some((photo) => photo.status === 'uploading')) return;
    const next = pending.find((photo) => photo.status === 'queued' && !started.current.has(photo.key));
    if (!next?.file) return;
    started.current.add(next.key);
    const controller = new AbortController();
    controllers.current.set(next.key, controller);
    update(next.key, { status: 'uploading', progress: 0 });
    uploadImage(next.file, {
      signal: controller.signal,
      onProgress: (fraction) => update(next.key, { progress: fraction }),
    })
      .then((photo) => {
        onUploaded(next, photo.url);
        forget(next.key);
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        // A file the server refuses as such (not a photo it can read, too large) would be refused again: no retry.
        const final = failure instanceof ApiError && FILE_REFUSALS.has(failure.status);
        update(next.key, { status: 'failed', error: errorMessage(failure), ...(final && { file: null }) });
      })
      .finally(() => {
        controllers.current.delete(next.key);
        started.current.delete(next.key);
      });
  }, [pending, update, forget, onUploaded, errorMessage]);

  return (key: string) => {
    controllers.current.get(key)?.abort();
    forget(key);
  };
}

/** Moving, removing and adding by address the photos already saved: each change is announced, and the focus follows. */
function usePhotoOrder(
  { value, onChange, afterArrange }: PhotoUploadsOptions,
  { announce, clearNotice }: { announce: (text: string) => void; clearNotice: () => void },
) {
  const { t } = useTranslation();
  return {
    move: (from: number, to: number) => {
      if (to < 0 || to >= value.length || from === to) return;
      const url = value[from];
      onChange(move(value, from, to));
      announce(
        to === 0
          ? t('listItem.photos.movedToCover')
          : t('listItem.photos.moved', { position: to + 1, total: value.length }),
      );
      afterArrange(url, to < from ? 'earlier' : 'later');
    },
    remove: (index: number) => {
      const next = value.filter((_, i) => i !== index);
      onChange(next);
      clearNotice();
      announce(t('listItem.photos.removed'));
      afterArrange(next[Math.min(index, next.length - 1)], 'remove');
    },
    addByAddress: (url: string) => {
      onChange([...value, url]);
      announce(t('listItem.photos.added', { position: value.length + 1 }));
    },
  };
}
