import { type RefCallback, useId, useState } from 'react';
import { AddPhotoTile } from './add-photos';
import { PhotoTile } from './photo-tile';
import { UploadProgressTile } from './upload-progress-tile';
import type { PhotoAction } from './use-photo-focus';
import type { PendingPhoto } from './use-photo-uploads';

interface PhotoGridProps {
  /** The saved photos' addresses, the cover first. */
  photos: string[];
  /** The photos on their way (waiting or being sent). */
  inFlight: PendingPhoto[];
  /** How many more photos fit; none: no add tile. */
  room: number;
  /** Element ids that describe the photos (the section's hint). */
  describedBy?: string;
  invalid: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onCancel: (photo: PendingPhoto) => void;
  onAdd: () => void;
  buttonRef: (url: string, action: PhotoAction) => RefCallback<HTMLButtonElement>;
  addButtonRef: RefCallback<HTMLButtonElement>;
}

/** The tiles: the saved photos, then those on their way, then one to add more. */
export function PhotoGrid({
  photos,
  inFlight,
  room,
  describedBy,
  invalid,
  onMove,
  onRemove,
  onCancel,
  onAdd,
  buttonRef,
  addButtonRef,
}: PhotoGridProps) {
  // The tile being dragged to another place, faded while the drag lasts.
  const [dragged, setDragged] = useState<number | null>(null);
  const listId = useId();
  const total = photos.length;
  return (
    <ul id={listId} aria-describedby={describedBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((url, index) => (
        <PhotoTile
          key={url}
          url={url}
          index={index}
          total={total}
          dragged={dragged === index}
          onDragChange={setDragged}
          onMove={onMove}
          onRemove={onRemove}
          buttonRef={buttonRef}
        />
      ))}
      {inFlight.map((photo, index) => (
        <UploadProgressTile
          key={photo.key}
          photo={photo}
          large={total === 0 && index === 0}
          onCancel={() => onCancel(photo)}
        />
      ))}
      {room > 0 && <AddPhotoTile buttonRef={addButtonRef} invalid={invalid} onClick={onAdd} room={room} />}
    </ul>
  );
}
