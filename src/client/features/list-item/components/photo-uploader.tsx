import { MAX_ITEM_IMAGES, MAX_UPLOAD_BYTES } from '@shared/constants';
import { localeOf } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { imageUrlSchema } from '@shared/schemas/items';
import { ArrowLeft, ArrowRight, CircleAlert, ImagePlus, RotateCw, Star, Trash2, X } from 'lucide-react';
import {
  type DragEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { ItemImage } from '../../items/components/item-image';
import { ACCEPT_ATTRIBUTE, checkPhotoFile, uploadImage } from '../api/upload-image';

/** A photo on its way: waiting its turn, being sent, or refused (with the reason). */
interface PendingPhoto {
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
 * A small picture of a chosen photo while it uploads: decoded off the main
 * thread and drawn at most `size` pixels wide, as a data: address (an object
 * URL would have to be revoked, and the page's CSP lets images come from data:).
 * Null when the browser cannot decode the file; the server will say why.
 */
async function drawPreview(file: File, size = 480): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `photo-${keyCounter}`;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const PHOTO_DRAG_TYPE = 'application/x-ajjir-photo';

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The photos of a listing (SPEC section 2, photos): uploads with a progress
 * bar each, one after another; previews; removal; reordering with buttons
 * (and by dragging, on a desktop); the first is the cover; at most
 * MAX_ITEM_IMAGES. An https address can be added by hand, as in the SPEC's prompt.
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
  const errorMessage = useErrorMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const addButton = useRef<HTMLButtonElement | null>(null);
  const listId = useId();

  // The latest photos, for uploads that finish after a render or two.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const controllers = useRef(new Map<string, AbortController>());
  const started = useRef(new Set<string>());

  const inFlight = pending.filter((photo) => photo.status !== 'failed');
  const room = MAX_ITEM_IMAGES - value.length - inFlight.length;
  const busy = inFlight.length > 0;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // Leaving the page stops the uploads.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const formatBytes = (bytes: number) =>
    new Intl.NumberFormat(localeOf(language), {
      style: 'unit',
      unit: 'megabyte',
      // "١٠ ميغابايت" reads better than the Arabic abbreviation; "10 MB" in English.
      unitDisplay: language === 'ar' ? 'long' : 'short',
      maximumFractionDigits: 1,
    }).format(bytes / (1024 * 1024));
  const formatPercent = (fraction: number) =>
    new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(
      fraction,
    );

  /** Waiting its turn, the share sent, or (all sent) the server making its sizes. */
  const progressText = (photo: PendingPhoto) => {
    if (photo.status === 'queued') return t('listItem.photos.waiting');
    if (photo.progress >= 1) return t('listItem.photos.processing');
    return formatPercent(photo.progress);
  };

  const update = useCallback((key: string, changes: Partial<PendingPhoto>) => {
    setPending((list) => list.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));
  }, []);

  const forget = useCallback((key: string) => {
    setPending((list) => list.filter((photo) => photo.key !== key));
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
        const current = valueRef.current;
        if (current.length < MAX_ITEM_IMAGES) {
          onChangeRef.current([...current, photo.url]);
          setAnnouncement(t('listItem.photos.uploaded', { name: next.name, position: current.length + 1 }));
        }
        forget(next.key);
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        update(next.key, { status: 'failed', error: errorMessage(failure) });
      })
      .finally(() => {
        controllers.current.delete(next.key);
        started.current.delete(next.key);
      });
  }, [pending, update, forget, errorMessage, t]);

  const addFiles = (files: FileList | File[]) => {
    const chosen = [...files];
    if (chosen.length === 0) return;
    setNotice(null);
    const accepted: PendingPhoto[] = [];
    const refused: PendingPhoto[] = [];
    let skipped = 0;
    for (const file of chosen) {
      const refusal = checkPhotoFile(file);
      if (refusal) {
        refused.push({
          key: nextKey(),
          name: file.name,
          file: null,
          preview: null,
          status: 'failed',
          progress: 0,
          error:
            refusal === 'too_large'
              ? t('listItem.photos.tooLarge', {
                  size: formatBytes(file.size),
                  max: formatBytes(MAX_UPLOAD_BYTES),
                })
              : refusal === 'empty'
                ? t('listItem.photos.emptyFile')
                : t('listItem.photos.notAPhoto'),
        });
        continue;
      }
      if (accepted.length >= room) {
        skipped += 1;
        continue;
      }
      const key = nextKey();
      accepted.push({ key, name: file.name, file, preview: null, status: 'queued', progress: 0 });
      void drawPreview(file).then((preview) => {
        if (preview) update(key, { preview });
      });
    }
    if (skipped > 0) {
      setNotice(t('listItem.photos.tooMany', { count: skipped, max: MAX_ITEM_IMAGES }));
    }
    setPending((list) => [...list, ...accepted, ...refused]);
  };

  const retry = (photo: PendingPhoto) => {
    if (!photo.file) return;
    if (room <= 0) {
      setNotice(t('listItem.photos.full', { max: MAX_ITEM_IMAGES }));
      return;
    }
    update(photo.key, { status: 'queued', progress: 0, error: undefined });
  };

  const cancel = (photo: PendingPhoto) => {
    controllers.current.get(photo.key)?.abort();
    forget(photo.key);
  };

  /** After a move or a removal, the focus stays with the photo (or the nearest control). */
  const focusAfter = (url: string | undefined, action: 'earlier' | 'later' | 'remove') => {
    requestAnimationFrame(() => {
      if (url) {
        const wanted = buttons.current.get(`${url}|${action}`);
        if (wanted && !wanted.disabled) {
          wanted.focus();
          return;
        }
        const other = buttons.current.get(`${url}|${action === 'earlier' ? 'later' : 'earlier'}`);
        if (other && !other.disabled) {
          other.focus();
          return;
        }
        buttons.current.get(`${url}|remove`)?.focus();
        return;
      }
      addButton.current?.focus();
    });
  };

  const movePhoto = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const url = value[from];
    onChange(move(value, from, to));
    setAnnouncement(
      to === 0
        ? t('listItem.photos.movedToCover')
        : t('listItem.photos.moved', { position: to + 1, total: value.length }),
    );
    focusAfter(url, to < from ? 'earlier' : 'later');
  };

  const removePhoto = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setNotice(null);
    setAnnouncement(t('listItem.photos.removed'));
    focusAfter(next[Math.min(index, next.length - 1)], 'remove');
  };

  // Files dropped on the photo area.
  const onDragOverArea = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = room > 0 ? 'copy' : 'none';
    setDragOver(true);
  };
  const onDropArea = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    setDragOver(false);
    if (room <= 0) {
      setNotice(t('listItem.photos.full', { max: MAX_ITEM_IMAGES }));
      return;
    }
    addFiles(event.dataTransfer.files);
  };

  const openPicker = () => inputRef.current?.click();
  const failed = pending.filter((photo) => photo.status === 'failed');
  const total = value.length;
  const hasTiles = total > 0 || inFlight.length > 0;

  return (
    <div className="flex flex-col gap-4">
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        hidden
        onChange={(event) => {
          if (event.target.files) addFiles(event.target.files);
          event.target.value = '';
        }}
      />

      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is an extra; the buttons do the same. */}
      <div
        onDragOver={onDragOverArea}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDropArea}
        className={cn(
          'rounded-2xl transition-colors',
          dragOver && 'bg-primary-50 outline-2 outline-dashed outline-offset-4 outline-primary-500',
        )}
      >
        {hasTiles ? (
          <ul id={listId} aria-describedby={describedBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {value.map((url, index) => (
              <li
                key={url}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(event) => {
                  if ([...event.dataTransfer.types].includes(PHOTO_DRAG_TYPE)) event.preventDefault();
                }}
                onDrop={(event) => {
                  const from = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
                  if (from === '') return;
                  event.preventDefault();
                  event.stopPropagation();
                  movePhoto(Number(from), index);
                  setDragging(null);
                }}
                className={cn(
                  'flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-line transition-opacity',
                  index === 0 && 'col-span-2 sm:row-span-2',
                  dragging === index && 'opacity-50',
                )}
              >
                <div
                  className={cn(
                    'relative bg-canvas',
                    index === 0 ? 'aspect-[4/3] sm:aspect-auto sm:min-h-48 sm:flex-1' : 'aspect-[4/3]',
                  )}
                >
                  <ItemImage
                    src={thumbnailOf(url)}
                    alt={
                      index === 0
                        ? t('listItem.photos.coverAlt', { total })
                        : t('listItem.photos.photoAlt', { position: index + 1, total })
                    }
                    className="absolute inset-0 size-full cursor-grab object-cover active:cursor-grabbing"
                    draggable={false}
                  />
                  {index === 0 && (
                    <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-primary-800/90 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
                      <Star className="size-3.5 fill-current" aria-hidden="true" />
                      {t('listItem.photos.cover')}
                    </span>
                  )}
                </div>
                <div className="flex items-center justify-between gap-1 border-t border-line p-1">
                  <div className="flex gap-0.5">
                    <TileButton
                      ref={(node) => {
                        buttons.current.set(`${url}|earlier`, node);
                      }}
                      label={t('listItem.photos.moveEarlier', { position: index + 1 })}
                      disabled={index === 0}
                      onClick={() => movePhoto(index, index - 1)}
                    >
                      <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
                    </TileButton>
                    <TileButton
                      ref={(node) => {
                        buttons.current.set(`${url}|later`, node);
                      }}
                      label={t('listItem.photos.moveLater', { position: index + 1 })}
                      disabled={index === total - 1}
                      onClick={() => movePhoto(index, index + 1)}
                    >
                      <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
                    </TileButton>
                  </div>
                  <TileButton
                    ref={(node) => {
                      buttons.current.set(`${url}|remove`, node);
                    }}
                    label={t('listItem.photos.remove', { position: index + 1 })}
                    onClick={() => removePhoto(index)}
                    className="text-muted hover:bg-danger-50 hover:text-danger-700"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </TileButton>
                </div>
              </li>
            ))}

            {inFlight.map((photo, index) => (
              <li
                key={photo.key}
                className={cn(
                  'flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-line',
                  total === 0 && index === 0 && 'col-span-2 sm:row-span-2',
                )}
              >
                <div
                  className={cn(
                    'relative bg-canvas',
                    total === 0 && index === 0
                      ? 'aspect-[4/3] sm:aspect-auto sm:min-h-48 sm:flex-1'
                      : 'aspect-[4/3]',
                  )}
                >
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
                    aria-valuetext={progressText(photo)}
                    className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-primary-100"
                  >
                    <div
                      className="h-full rounded-full bg-primary-600 transition-[width] duration-200"
                      style={{
                        width: `${photo.status === 'queued' ? 0 : Math.max(4, photo.progress * 100)}%`,
                      }}
                    />
                  </div>
                  <span className="shrink-0 text-xs font-semibold text-primary-800 tabular-nums">
                    {progressText(photo)}
                  </span>
                  <TileButton
                    label={t('listItem.photos.cancelUpload', { name: photo.name })}
                    onClick={() => cancel(photo)}
                    className="text-muted"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </TileButton>
                </div>
              </li>
            ))}

            {room > 0 && (
              <li className="flex min-h-36">
                <button
                  ref={(node) => {
                    addButton.current = node;
                    assignRef(focusRef, node);
                  }}
                  type="button"
                  onClick={openPicker}
                  aria-invalid={error ? true : undefined}
                  className={cn(
                    'flex w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed p-3 text-center text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                    error
                      ? 'border-danger-600/60 text-danger-700 hover:bg-danger-50'
                      : 'border-primary-300 bg-primary-50/30 text-primary-800 hover:border-primary-500 hover:bg-primary-50',
                  )}
                >
                  <ImagePlus className="size-6" aria-hidden="true" />
                  {t('listItem.photos.addMore')}
                  <span className="text-xs font-normal text-muted">
                    {t('listItem.photos.left', { count: room })}
                  </span>
                </button>
              </li>
            )}
          </ul>
        ) : (
          <div
            className={cn(
              'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
              error ? 'border-danger-600/60 bg-danger-50/40' : 'border-primary-200 bg-primary-50/40',
            )}
          >
            <span className="grid size-14 place-items-center rounded-full bg-surface text-primary-700 shadow-sm ring-1 ring-primary-100">
              <ImagePlus className="size-7" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-ink">{t('listItem.photos.emptyTitle')}</p>
              <p className="mt-1 text-sm text-muted">
                <span className="hidden md:inline">{t('listItem.photos.dropHint')} </span>
                {t('listItem.photos.rules', { max: formatBytes(MAX_UPLOAD_BYTES) })}
              </p>
            </div>
            <Button
              ref={(node) => {
                addButton.current = node;
                assignRef(focusRef, node);
              }}
              variant="secondary"
              onClick={openPicker}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {t('listItem.photos.add')}
            </Button>
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted">
        <p>{t('listItem.photos.count', { count: total, max: MAX_ITEM_IMAGES })}</p>
        {hasTiles && <p>{t('listItem.photos.rules', { max: formatBytes(MAX_UPLOAD_BYTES) })}</p>}
      </div>

      {error && <p className="text-sm font-medium text-danger-700">{error}</p>}

      {(failed.length > 0 || notice) && (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {notice && (
            <li className="flex items-start gap-3 rounded-xl border border-warning-700/20 bg-warning-50 p-3 text-sm text-warning-700">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p className="flex-1">{notice}</p>
              <button
                type="button"
                onClick={() => setNotice(null)}
                aria-label={t('listItem.photos.dismiss')}
                className="-m-1 grid size-7 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-warning-700/10"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          )}
          {failed.map((photo) => (
            <li
              key={photo.key}
              role="alert"
              className="flex items-start gap-3 rounded-xl border border-danger-600/25 bg-danger-50 p-3 text-sm"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-danger-700">
                  {t('listItem.photos.failed')}{' '}
                  <bdi className="font-normal break-all text-ink/80">{photo.name}</bdi>
                </p>
                <p className="text-ink/80">{photo.error}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                {photo.file && (
                  <Button variant="ghost" size="sm" onClick={() => retry(photo)}>
                    <RotateCw className="size-4" aria-hidden="true" />
                    {t('listItem.photos.retry')}
                  </Button>
                )}
                <button
                  type="button"
                  onClick={() => forget(photo.key)}
                  aria-label={t('listItem.photos.dismissFile', { name: photo.name })}
                  className="grid size-9 cursor-pointer place-items-center rounded-full text-muted hover:bg-danger-600/10 hover:text-ink"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <PhotoByAddress
        photos={value}
        room={room}
        onAdd={(url) => {
          onChange([...value, url]);
          setAnnouncement(t('listItem.photos.added', { position: value.length + 1 }));
        }}
      />

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

function TileButton({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<'button'>, 'aria-label'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid size-9 cursor-pointer place-items-center rounded-md text-ink transition-colors hover:bg-primary-50 hover:text-primary-800',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
        'disabled:pointer-events-none disabled:opacity-35',
        className,
      )}
      {...props}
    />
  );
}

/** SPEC's prompt for a photo's address, as a small inline field: https only (imageUrlSchema). */
function PhotoByAddress({
  photos,
  room,
  onAdd,
}: {
  photos: string[];
  room: number;
  onAdd: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const add = () => {
    if (text.trim() === '') {
      setProblem(t('validation.required'));
      return;
    }
    const parsed = imageUrlSchema.safeParse(text);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'image_url_invalid';
      setProblem(t(`validation.${key}`, { defaultValue: t('validation.image_url_invalid') }));
      return;
    }
    if (photos.includes(parsed.data)) {
      setProblem(t('listItem.photos.duplicate'));
      return;
    }
    if (room <= 0) {
      setProblem(t('listItem.photos.full', { max: MAX_ITEM_IMAGES }));
      return;
    }
    onAdd(parsed.data);
    setText('');
    setProblem(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Inside the listing form: Enter adds the photo rather than sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field label={t('listItem.photos.byAddress')} hint={t('listItem.photos.byAddressHint')} error={problem}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1"
          />
          <Button variant="outline" onClick={add} className="shrink-0">
            {t('listItem.photos.addByAddress')}
          </Button>
        </div>
      )}
    </Field>
  );
}
