let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/**
 * True while the page is being left (reload, navigation). The browser then fails the requests still in
 * flight, and such a failure says nothing about the server or the network.
 */
export const isPageLeaving = () => leaving;
