import { type Ref, useRef } from 'react';

/** What a tile's button does; after it, the focus looks for the same button on the same photo. */
export type PhotoAction = 'earlier' | 'later' | 'remove';

/**
 * Where the focus goes when photos move or leave. Each tile's buttons are
 * kept by photo and action, so that the focus can stay with a photo after
 * the render that moved it. The add button takes the focus when no photo is
 * left, and is also where the form sends it when the photos have a problem
 * (`focusRef`, react-hook-form's field ref).
 */
export function usePhotoFocus(focusRef: Ref<HTMLButtonElement> | undefined) {
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const addButton = useRef<HTMLButtonElement | null>(null);

  const tileButtonRef = (url: string, action: PhotoAction) => (node: HTMLButtonElement | null) => {
    buttons.current.set(`${url}|${action}`, node);
  };

  const addButtonRef = (node: HTMLButtonElement | null) => {
    addButton.current = node;
    assignRef(focusRef, node);
  };

  /** After a move or a removal, the focus stays with the photo (or the nearest control). */
  const focusAfter = (url: string | undefined, action: PhotoAction) => {
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

  return { tileButtonRef, addButtonRef, focusAfter };
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
