import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Open modal layers; the page behind does not scroll while there is one. */
let scrollLocks = 0;

function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks++ === 0) {
    root.style.overflow = 'hidden';
    // A desktop scrollbar keeps its room: the page does not shift sideways.
    root.style.scrollbarGutter = 'stable';
  }
  return () => {
    if (--scrollLocks > 0) return;
    root.style.removeProperty('overflow');
    root.style.removeProperty('scrollbar-gutter');
  };
}

/**
 * Hides from screen readers everything on the page but `layer` (and live regions, so a toast is still read), as Radix's
 * Dialog does: the branches that hold none of them get aria-hidden; the undo takes it off again. What was hidden
 * already is left as it is.
 */
function hideOthers(layer: HTMLElement): () => void {
  const kept = [layer, ...document.body.querySelectorAll('[aria-live]')];
  const hidden: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.includes(child) || child.tagName === 'SCRIPT') continue;
      if (kept.some((element) => child.contains(element))) walk(child);
      else if (!child.hasAttribute('aria-hidden')) {
        child.setAttribute('aria-hidden', 'true');
        hidden.push(child);
      }
    }
  };
  walk(document.body);
  return () => hidden.forEach((element) => element.removeAttribute('aria-hidden'));
}

const CLOSED = { visibility: 'hidden' } as const;

const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function tabbableIn(layer: HTMLElement): HTMLElement[] {
  return [...layer.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
}

export interface ModalLayerProps {
  open: boolean;
  /** Escape or a tap on the overlay: the caller closes the layer by setting `open`. */
  onClose: () => void;
  /** Drawn behind the content over the page (a tap on it closes); none when absent. */
  overlayClassName?: string;
  /** The element (by DOM id) that gets the focus back when the layer closes; default what had it before. */
  returnFocusId?: string;
  /**
   * The dialog itself: a box with role="dialog", aria-modal="true" and its title's id as aria-labelledby. The element
   * marked `data-autofocus` (with tabIndex -1, so a phone's keyboard stays closed) gets the focus when the layer
   * opens; without one, the first control does. While closed the layer is invisible (visibility: hidden) but still
   * laid out, so opening it only repaints it: an entrance is drawn with `group-data-open/layer:` classes (the layer
   * carries `data-open`), not `starting:` ones, which need display: none.
   */
  children: ReactNode;
}

/**
 * A modal dialog that stays in the document while closed (issue 27, speed on a phone). Radix's Dialog mounts its
 * content on each opening and locks the page by restyling <body> (a custom property every element inherits), which
 * made the browser restyle the whole workout on each opening and closing; a native modal <dialog> makes the page
 * inert, which restyles all of it too. This one holds a role="dialog", aria-modal="true" box on top of an overlay and
 * stays mounted while closed, only hidden (not drawn, not in the accessibility tree), so opening it restyles only
 * itself and mounts only what its owner did not keep. What a modal dialog does for people, it does: the focus moves
 * in and stays in (Tab goes round, focus that leaves comes back), a tap beside it or Escape closes it, the page behind
 * does not scroll and is hidden from screen readers, and the focus goes back where it came from (or to
 * `returnFocusId`) when it closes. Closed, it is invisible rather than display: none: an invisible box is neither
 * drawn, nor tapped, nor focused, nor in the accessibility tree, but keeps its styles and layout, so opening it skips
 * styling and laying out its content inside the tap (measured: about a third of the keypad's opening).
 */
export function ModalLayer({ open, onClose, overlayClassName, returnFocusId, children }: ModalLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, returnFocusId });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocusId };
  });

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!open || !layer) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page is locked and hidden first: focus() lays the page out at once, and so lays out these changes with it.
    const unlock = lockPageScroll();
    const reveal = hideOthers(layer);
    const first = layer.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableIn(layer)[0] ?? layer;
    first.focus({ preventScroll: true });
    // Focus that leaves (a script, a screen reader's cursor) comes back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !layer.contains(event.target)) first.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      unlock();
      reveal();
      const id = latest.current.returnFocusId;
      const back = (id ? document.getElementById(id) : null) ?? opener;
      if (back?.isConnected && (layer.contains(document.activeElement) || document.activeElement === document.body)) back.focus({ preventScroll: true });
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      latest.current.onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab go round the layer's own controls.
    const tabbable = tabbableIn(event.currentTarget);
    const index = tabbable.indexOf(document.activeElement as HTMLElement);
    const target = event.shiftKey ? (index <= 0 ? tabbable.at(-1) : null) : index === tabbable.length - 1 ? tabbable[0] : null;
    if (tabbable.length === 0 || target) {
      event.preventDefault();
      target?.focus();
    }
  }

  return createPortal(
    <div ref={layerRef} data-open={open || undefined} style={open ? undefined : CLOSED} className="group/layer" onKeyDown={onKeyDown}>
      {overlayClassName ? <div aria-hidden className={overlayClassName} onClick={() => latest.current.onClose()} /> : null}
      {children}
    </div>,
    document.body,
  );
}
