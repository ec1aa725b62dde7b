import { Trash2 } from 'lucide-react';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { SWIPE_DELETE_WIDTH_PX, swipeOffset, swipeRevealed } from '../../../../../shared/workout/swipe';
import { cn } from '../../../lib/cn';

/** Movement before a touch counts as a horizontal swipe rather than a tap or a scroll. */
const SLOP_PX = 8;

interface SwipeToDeleteProps {
  children: ReactNode;
  deleteLabel: string;
  onDelete: () => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Spec 000 section 4: swiping a row left by more than 50 px reveals its delete button; swiping
 * back by more than 30 px hides it. Vertical moves stay with the page scroll (touch-action: pan-y).
 */
export function SwipeToDelete({ children, deleteLabel, onDelete, disabled, className }: SwipeToDeleteProps) {
  const [revealed, setRevealed] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  // The delete button is drawn from a row's first swipe on (issue 27: 20 hidden buttons with their icons made every
  // tap of the workout restyle, hit-test and repaint more); until then the row covers the place it would be.
  const [armed, setArmed] = useState(false);
  const gesture = useRef<{ x: number; y: number; swiping: boolean } | null>(null);
  const swallowClick = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    gesture.current = { x: event.clientX, y: event.clientY, swiping: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.swiping) {
      if (Math.abs(dy) > SLOP_PX && Math.abs(dy) > Math.abs(dx)) {
        gesture.current = null; // a scroll
        return;
      }
      if (Math.abs(dx) <= SLOP_PX) return;
      current.swiping = true;
      setArmed(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDragX(dx);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    gesture.current = null;
    setDragX(null);
    if (!current?.swiping) return;
    swallowClick.current = true;
    setRevealed((shown) => swipeRevealed(shown, event.clientX - current.x));
  }

  const offset = dragX === null ? (revealed ? -SWIPE_DELETE_WIDTH_PX : 0) : swipeOffset(revealed, dragX);

  return (
    <div className={cn('relative overflow-hidden', className)}>
      {armed || revealed ? (
        <button
          type="button"
          tabIndex={revealed ? 0 : -1}
          aria-hidden={!revealed}
          aria-label={deleteLabel}
          onClick={() => {
            setRevealed(false);
            onDelete();
          }}
          style={{ width: SWIPE_DELETE_WIDTH_PX }}
          className="absolute inset-y-0 right-0 flex flex-col items-center justify-center gap-0.5 bg-red-600 text-xs font-semibold text-white focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <Trash2 className="size-5" aria-hidden />
          Delete
        </button>
      ) : null}
      <div
        data-swipe-row=""
        data-revealed={revealed || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => {
          gesture.current = null;
          setDragX(null);
        }}
        onClickCapture={(event) => {
          if (swallowClick.current || revealed) {
            // The end of a swipe, or a tap that closes the open row, is not a tap on what is under the finger.
            swallowClick.current = false;
            event.preventDefault();
            event.stopPropagation();
            setRevealed(false);
          }
        }}
        style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y' }}
        className={cn('relative bg-inherit', dragX === null && 'transition-transform duration-200 ease-out')}
      >
        {children}
      </div>
    </div>
  );
}
