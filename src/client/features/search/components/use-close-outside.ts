import { type Dispatch, useEffect } from 'react';

/**
 * Closes the open list on a tap or click anywhere but the box, its list and its form's submit
 * button, and on a submit.
 */
export function useCloseOutside(showing: boolean, listboxId: string, dispatch: Dispatch<{ type: 'close' }>) {
  // A tap or click anywhere but the box, its list and its form's submit button closes the list: on a
  // phone a tap on the page does not always take the focus from the box. The submit button is left
  // to submit: on a phone the list sits above it in the flow, and closing it on the press would move
  // the button from under the finger before the tap ends. A submit closes the list.
  useEffect(() => {
    if (!showing) return;
    const box = () => document.querySelector(`[aria-controls="${CSS.escape(listboxId)}"]`);
    const closeOutside = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !isPartOfBox(target, listboxId, box())) dispatch({ type: 'close' });
    };
    const closeOnSubmit = (event: SubmitEvent) => {
      if (event.target instanceof Node && event.target.contains(box())) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('submit', closeOnSubmit, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('submit', closeOnSubmit, true);
    };
  }, [showing, listboxId, dispatch]);
}

/** The element is a submit button of the box's own form. */
export function isSubmitOf(element: EventTarget | null, box: Element | null): boolean {
  const form = box?.closest('form');
  return Boolean(
    form && element instanceof Element && element.closest('button[type="submit"]')?.closest('form') === form,
  );
}

/** The element is the box (with its label), its list, or its form's submit button. */
function isPartOfBox(element: Element, listboxId: string, box: Element | null): boolean {
  const field = box?.closest('label') ?? box;
  if (field?.contains(element) || element.closest(`#${CSS.escape(listboxId)}`)) return true;
  return isSubmitOf(element, box);
}
