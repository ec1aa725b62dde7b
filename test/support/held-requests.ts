import type { Page, Route } from 'playwright-core';

/** Requests matching a pattern, held unanswered until `release()`. */
export interface HeldRequests {
  /** How many have been held so far. */
  count: () => number;
  /** Lets every held request (and any later one) go on, waits until they have, then stops holding. */
  release: () => Promise<void>;
}

/** Holds the page's requests matching `pattern` until released (a slow answer, on cue). */
export async function holdRequests(page: Page, pattern: string): Promise<HeldRequests> {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held: Promise<void>[] = [];
  const hold = (route: Route) => {
    const sent = opened.then(() => route.continue());
    held.push(sent);
    return sent;
  };
  await page.route(pattern, hold);
  return {
    count: () => held.length,
    release: async () => {
      open();
      // The held requests go on before the route is taken away (else Playwright handles them twice).
      await Promise.all(held);
      await page.unroute(pattern, hold);
    },
  };
}
