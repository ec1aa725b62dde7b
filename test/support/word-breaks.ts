import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A word whose letters the page lays out on more than one line ('Canc' / 'el'). */
export interface WordBreak {
  word: string;
  /** The text the word is in, shortened. */
  text: string;
  /** The element holding the text: tag, then its accessible label or classes. */
  element: string;
}

/**
 * Every visible word (a run of letters and digits) split across lines on the page as it is now. A word wider than its
 * container can ever be (the nearest box whose width does not depend on its content: not a flex or grid item, not
 * inline, not a table cell) is left out: such a string (a 40-letter name) must break, and overflow-wrap sees to that.
 * Each word is measured with a Range: its client rects have more than one top when it is on more than one line.
 */
export function findWordBreaks(page: Page): Promise<WordBreak[]> {
  return page.evaluate(() => {
    const contentWidth = (element: Element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    /** The nearest box whose width the page, not its content, decides. */
    const fixedWidthBox = (from: Element): Element => {
      let element: Element = from;
      while (element.parentElement && element !== document.body) {
        const style = getComputedStyle(element);
        const parentDisplay = getComputedStyle(element.parentElement).display;
        const inline = style.display.startsWith('inline') || style.display.startsWith('table') || style.display === 'contents';
        const shrinkToFit = style.float !== 'none' || /flex|grid/.test(parentDisplay);
        if (!inline && !shrinkToFit) return element;
        element = element.parentElement;
      }
      return element;
    };
    /** Hidden, or visually hidden for screen readers only (a 1 px clipped box). */
    const unseen = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return true;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.closest('[aria-label]')?.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${label ? ` in "${label}"` : ''} .${String(element.getAttribute('class') ?? '').slice(0, 120)}`;
    };

    const breaks: { word: string; text: string; element: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(parent.tagName) || unseen(parent)) continue;
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length < 2) continue;
        const lineHeight = Math.min(...rects.map((rect) => rect.height));
        const tops = rects.map((rect) => rect.top);
        if (Math.max(...tops) - Math.min(...tops) < lineHeight / 2) continue;
        const wordWidth = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (wordWidth > contentWidth(fixedWidthBox(parent))) continue;
        breaks.push({ word: match[0], text: text.trim().slice(0, 80), element: describe(parent) });
      }
    }
    return breaks;
  });
}

/** Fails with each word the page breaks mid-word. */
export async function expectNoWordBreaks(page: Page): Promise<void> {
  expect(await findWordBreaks(page)).toEqual([]);
}
