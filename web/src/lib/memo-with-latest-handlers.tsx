import { isValidElement, memo, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** Event handler props by the React convention: `onClick`, `onToggleComplete`. */
const isHandlerName = (name: string) => /^on[A-Z]/.test(name);

/**
 * Equal as far as drawing goes: the same value, or plain objects and arrays with equal fields (a list's parent makes
 * a new `{ value, hint: { text } }` each render). Elements and class instances only when they are the same object.
 */
function sameValue(a: unknown, b: unknown, depth: number, maxDepth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth > maxDepth || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isValidElement(a) || isValidElement(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (!Array.isArray(a) && (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && sameValue((a as AnyProps)[key], (b as AnyProps)[key], depth + 1, maxDepth));
}

/** Equal plain data (numbers, strings, plain objects and arrays of them, a few levels deep): the same thing drawn. */
export function sameData(a: unknown, b: unknown): boolean {
  return sameValue(a, b, 0, 6);
}

function sameProps(previous: AnyProps, next: AnyProps): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return false;
  // Handlers are the wrapper's stable stand-ins, present or absent as the props are (see below).
  return keys.every((key) => key in previous && sameValue(previous[key], next[key], 0));
}

/**
 * `memo` for a row of a long list whose parent makes new handlers and new plain objects every render (issue 27: a
 * keystroke in one set re-drew every set of the workout). The component draws again only when a prop it shows changes
 * (plain objects compared field by field). Its event handlers (`on…` props) are stable stand-ins that call the
 * handler of the latest render, so a row that was not drawn again never acts on old data. Handlers must only be
 * called from events, not while rendering (a render would see the previous ones).
 */
export function memoWithLatestHandlers<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Drawn = memo(Component, (previous, next) => sameProps(previous as AnyProps, next as AnyProps));

  function WithLatestHandlers(props: P) {
    const latest = useRef(props as AnyProps);
    useLayoutEffect(() => {
      latest.current = props as AnyProps;
    });
    const [standIns] = useState(() => new Map<string, Handler>());
    const passed: AnyProps = {};
    for (const [key, value] of Object.entries(props)) {
      if (typeof value !== 'function' || !isHandlerName(key)) {
        passed[key] = value;
        continue;
      }
      let standIn = standIns.get(key);
      if (!standIn) {
        standIn = (...args) => (latest.current[key] as Handler | undefined)?.(...args);
        standIns.set(key, standIn);
      }
      passed[key] = standIn;
    }
    return <Drawn {...(passed as P)} />;
  }
  WithLatestHandlers.displayName = `WithLatestHandlers(${Component.displayName ?? Component.name})`;
  return WithLatestHandlers;
}
