import { type DragEvent, type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn';

interface PhotoDropAreaProps {
  /** False when no more photos fit: the pointer says so while files are over the area. */
  canTake: boolean;
  onDrop: (files: FileList) => void;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** The photo area, where files can also be dropped; it lights up while they are over it. */
export function PhotoDropArea({ canTake, onDrop, children }: PhotoDropAreaProps) {
  const [dragOver, setDragOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = canTake ? 'copy' : 'none';
    setDragOver(true);
  };
  const onDropFiles = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragOver(false);
    onDrop(event.dataTransfer.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is an extra; the buttons do the same.
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDropFiles}
      className={cn(
        'rounded-2xl transition-colors',
        dragOver && 'bg-primary-50 outline-2 outline-dashed outline-offset-4 outline-primary-500',
      )}
    >
      {children}
    </div>
  );
}
