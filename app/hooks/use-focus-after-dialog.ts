import { useEffect, useRef } from "react";

/**
 * Gives the focus back to what opened a modal dialog once the dialog has closed: the page behind
 * a modal cannot take the focus while it is open, so the element is focused on the render after
 * `open` turns false. `returnTo` names the element when the dialog is being closed.
 */
export function useFocusAfterDialog(open: boolean) {
  const target = useRef<HTMLElement | null>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (open || !pending.current) return;
    pending.current = false;
    target.current?.focus();
  }, [open]);
  return {
    returnTo(element: HTMLElement | null) {
      target.current = element;
      pending.current = true;
    },
  };
}
