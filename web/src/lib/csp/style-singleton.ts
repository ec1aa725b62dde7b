import { useEffect } from 'react';

/**
 * react-style-singleton's API (the build aliases the package to this file, see web/vite.config.ts) with the styles in
 * a constructed stylesheet instead of a <style> element. react-remove-scroll, behind Radix Dialog, adds its scroll
 * lock this way; the Content Security Policy (style-src 'self') blocks <style> elements but not constructed sheets.
 * A browser without adoptable stylesheets (Safari before 16.4) gets no scroll lock style, which only means the page
 * behind an open dialog can still be scrolled.
 */
const canAdopt = () =>
  typeof document !== 'undefined' && 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && canAdopt()) {
        const added = new CSSStyleSheet();
        added.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, added];
        sheet = added;
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

/** As the package's: the styles are added while a component using the hook is mounted (again on change when dynamic). */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    const changeKey = styles && isDynamic;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // The package's contract: a non-dynamic style is the first one given, later changes are ignored.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [changeKey]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
