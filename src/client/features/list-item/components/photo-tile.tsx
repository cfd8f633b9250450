import { thumbnailOf } from '@shared/images';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import type { DragEvent, RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';
import { cn } from '../../../lib/cn';
import { TileButton, tileBoxClass, tilePictureClass } from './tile-parts';
import type { PhotoAction } from './use-photo-focus';

const PHOTO_DRAG_TYPE = 'application/x-ajjir-photo';

interface PhotoTileProps {
  url: string;
  index: number;
  /** How many photos the listing has. */
  total: number;
  /** True while this tile is being dragged to another place. */
  dragged: boolean;
  onDragChange: (index: number | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Keeps each button by photo and action, for the focus after a move (usePhotoFocus). */
  buttonRef: (url: string, action: PhotoAction) => RefCallback<HTMLButtonElement>;
}

/** A saved photo: its picture (the first is the cover), arrows that move it, and a button that removes it. */
export function PhotoTile({
  url,
  index,
  total,
  dragged,
  onDragChange,
  onMove,
  onRemove,
  buttonRef,
}: PhotoTileProps) {
  const { t } = useTranslation();
  const cover = index === 0;
  return (
    <li
      draggable
      {...dragToReorder(index, onDragChange, onMove)}
      className={cn(tileBoxClass(cover), 'transition-opacity', dragged && 'opacity-50')}
    >
      <div className={tilePictureClass(cover)}>
        <ItemImage
          src={thumbnailOf(url)}
          alt={
            cover
              ? t('listItem.photos.coverAlt', { total })
              : t('listItem.photos.photoAlt', { position: index + 1, total })
          }
          className="absolute inset-0 size-full cursor-grab object-cover active:cursor-grabbing"
          draggable={false}
        />
        {cover && (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-primary-800/90 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
            <Star className="size-3.5 fill-current" aria-hidden="true" />
            {t('listItem.photos.cover')}
          </span>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 border-t border-line p-1">
        <div className="flex gap-0.5">
          <TileButton
            ref={buttonRef(url, 'earlier')}
            label={t('listItem.photos.moveEarlier', { position: index + 1 })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
          </TileButton>
          <TileButton
            ref={buttonRef(url, 'later')}
            label={t('listItem.photos.moveLater', { position: index + 1 })}
            disabled={index === total - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
          </TileButton>
        </div>
        <TileButton
          ref={buttonRef(url, 'remove')}
          label={t('listItem.photos.remove', { position: index + 1 })}
          onClick={() => onRemove(index)}
          className="text-muted hover:bg-danger-50 hover:text-danger-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </TileButton>
      </div>
    </li>
  );
}

/** Dropping a tile on another moves it there: a desktop extra, as the arrows do the same. */
function dragToReorder(
  index: number,
  onDragChange: (index: number | null) => void,
  onMove: (from: number, to: number) => void,
) {
  return {
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
      event.dataTransfer.effectAllowed = 'move';
      onDragChange(index);
    },
    onDragEnd: () => onDragChange(null),
    onDragOver: (event: DragEvent) => {
      if ([...event.dataTransfer.types].includes(PHOTO_DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const from = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
      // Not a tile (files, say): the photo area takes it.
      if (from === '') return;
      event.preventDefault();
      event.stopPropagation();
      onMove(Number(from), index);
      onDragChange(null);
    },
  };
}
