import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../infra/local/static-files';
import { webDistPath } from '../../infra/paths';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, launchBrowser, PHONE_VIEWPORT } from '../support/browser';
import { storedQueryCache } from '../support/offline-cache';
import { signedInPage } from '../support/session';

/**
 * Issue 12, the installable app: the manifest and its icons, the service worker taking control, every screen opening
 * offline after one visit, no API or media answer in Cache Storage (and none left after logout), sw.js never cached,
 * and a new deploy offered through 'Update available' → Reload.
 */
let browser: Browser;
let account: AuthResponse;
let page: Page;
let context: BrowserContext;

const welcome = (name: string) => page.getByRole('heading', { name: `Welcome back, ${name}!` });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every URL held in Cache Storage, by cache. */
function cachedUrls(): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** Installing precaches the whole build (about 1 MB), which takes a while on a busy machine. */
const SW_WAIT = { timeout: 30_000 };

/** Home, still signed in (going offline and back never signs a person out). */
async function openHomeSignedIn(): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await welcome('Pia Pwa').waitFor();
}

const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);

beforeAll(async () => {
  browser = await launchBrowser();
  account = await signUp({ displayName: 'Pia Pwa' });
  page = await signedInPage(browser, account);
  context = page.context();
  await welcome('Pia Pwa').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('the installable app', () => {
  it('links a valid manifest: name, standalone, start URL and scope, icons that load at their stated sizes', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${baseUrl()}${href}`);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Social Fitness', short_name: 'Fitness', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const icon of [...icons, { src: appleTouch!, sizes: '180x180', type: 'image/png' }]) {
      const image = await page.request.get(`${baseUrl()}${icon.src}`);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('serves sw.js never cached, under the same Content Security Policy', async () => {
    for (const file of ['/sw.js', '/rest-alert-sw.js']) {
      const response = await page.request.get(`${baseUrl()}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
      expect(response.headers()['content-security-policy'], file).toContain("worker-src 'self'");
    }
  });

  it('activates the service worker, which controls the page', async () => {
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), SW_WAIT).toBe('activated');
    await expect.poll(controlled, SW_WAIT).toBe(true);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
  });

  it('opens offline after one visit: a reload of / and a deep link to /workouts render the app, not an error page', async () => {
    // One visit of each screen while online (its reads are then in the person's persisted query cache, issue 12 part 3).
    await page.goto(`${baseUrl()}/workouts`);
    await page.getByRole('heading', { name: 'Workouts', exact: true }).waitFor();
    // The phone writes its copy of the reads at most once a second: leave only once the routines are in it.
    await expect.poll(async () => (await storedQueryCache(page, account.user.id)) ?? '').toContain('"plans"');
    await page.goto(`${baseUrl()}/`);
    await welcome('Pia Pwa').waitFor();

    await context.setOffline(true);
    try {
      await page.reload();
      expect(await controlled()).toBe(true);
      await expect.poll(() => page.title()).toBe('Social Fitness');
      // The app's own screen, still signed in, from the person's copy of the query cache: never an error page.
      await welcome('Pia Pwa').waitFor();
      await checkScreen(page, 'pwa-offline-home');

      await page.goto(`${baseUrl()}/workouts`);
      expect(new URL(page.url()).pathname).toBe('/workouts');
      await page.getByRole('heading', { name: 'Workouts', exact: true }).waitFor();
      await checkScreen(page, 'pwa-offline-workouts');

      // The API is not answered from a cache: offline, a request for it fails.
      const apiOffline = await page.evaluate(() =>
        fetch('/api/auth/me').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(apiOffline).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });

  it('keeps the app shell in Cache Storage and never an API or media answer', async () => {
    await openHomeSignedIn();
    const urls = await cachedUrls();
    expect(urls).toContain('/index.html');
    expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.css'))).toBe(true);
    expect(urls).toContain('/icon-192.png');
    expect(urls.filter((url) => url.startsWith('/api/') || url.startsWith('/media/'))).toEqual([]);
  });

  it('leaves no API or media entry in Cache Storage after logout', async () => {
    await openHomeSignedIn();
    // Something a future change might cache by mistake: it must not outlive the session.
    await page.evaluate(async () => {
      const stray = await caches.open('stray-test-cache');
      await stray.put('/api/auth/me', new Response('{"id":"me"}'));
      await stray.put('/media/photos/me.jpg', new Response('jpeg'));
    });
    expect((await cachedUrls()).filter((url) => url.startsWith('/api/') || url.startsWith('/media/'))).toHaveLength(2);

    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('button', { name: 'Logout' }).tap();
    await page.getByText(/^Join the community of fitness enthusiasts/).waitFor();
    await expect.poll(async () => (await cachedUrls()).filter((url) => url.startsWith('/api/') || url.startsWith('/media/'))).toEqual([]);
    expect(await cachedUrls()).toContain('/index.html');
  });
});

/**
 * A copy of the built site on its own origin (so its service worker is its own, and no other test sees the 'new
 * deploy'), serving files like the local runner and passing /api/* on to the test stack.
 */
async function startSiteCopy(): Promise<{ url: string; root: string; close: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'pwa-site-'));
  cpSync(webDistPath, root, { recursive: true });
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    if (!pathname.startsWith('/api/')) {
      void serveStatic(root, pathname, request.method ?? 'GET', response);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'idempotency-key']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void fetch(`${baseUrl()}${request.url}`, { method: request.method, headers, body })
        .then(async (upstream) => {
          response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
          response.end(Buffer.from(await upstream.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a new deploy', () => {
  it("is offered with 'Update available' on the next open, never on the live workout, and Reload switches to it", async () => {
    const site = await startSiteCopy();
    const person = await signUp({ displayName: 'Uma Update' });
    const updating = await (await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true })).newPage();
    const prompt = updating.getByRole('region', { name: 'App update' });
    const waiting = () => updating.evaluate(async () => ((await navigator.serviceWorker.getRegistration())?.waiting ?? null) !== null);
    try {
      await updating.goto(`${site.url}/login`);
      await updating.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: person.token, user: person.user });
      await updating.goto(`${site.url}/`);
      await updating.getByRole('heading', { name: 'Welcome back, Uma Update!' }).waitFor();
      await expect.poll(() => updating.evaluate(() => navigator.serviceWorker.controller !== null), SW_WAIT).toBe(true);

      // The next deploy: a changed sw.js (a new build's precache list changes it the same way).
      appendFileSync(path.join(site.root, 'sw.js'), '\n// next deploy\n');

      // Opened again mid-workout: the new version waits, and the live workout shows no prompt.
      const session = await api('POST /api/workout-sessions', { token: person.token, body: { name: 'Mid Update', isActive: true } });
      await updating.goto(`${site.url}/workout/session?session=${session.body.id}`);
      await updating.getByRole('heading', { name: 'Mid Update' }).waitFor();
      await expect.poll(waiting, SW_WAIT).toBe(true);
      await checkScreen(updating, 'pwa-update-hidden-mid-workout');
      expect(await prompt.count()).toBe(0);

      // The workout over, the next open offers the update, unobtrusively above the bottom bar.
      expect((await api('DELETE /api/workout-sessions/{id}', { params: { id: session.body.id }, token: person.token })).status).toBeLessThan(300);
      await updating.goto(`${site.url}/`);
      await prompt.getByRole('status').filter({ hasText: 'Update available' }).waitFor();
      await checkScreen(updating, 'pwa-update-available');

      await updating.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      await prompt.getByRole('button', { name: 'Reload' }).tap();
      await expect.poll(() => updating.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true), SW_WAIT).toBe(false);
      await updating.getByRole('heading', { name: 'Welcome back, Uma Update!' }).waitFor();
      expect(await waiting()).toBe(false);
      expect(await prompt.count()).toBe(0);
      const activeScript = await updating.evaluate(async () => {
        const worker = (await navigator.serviceWorker.getRegistration())?.active;
        return worker ? (await fetch(worker.scriptURL, { cache: 'no-store' })).text() : '';
      });
      expect(activeScript).toContain('// next deploy');
    } finally {
      await updating.context().close();
      await site.close();
    }
  });
});
