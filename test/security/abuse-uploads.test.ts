/**
 * Issue 13, suite 2: an upload is never served as HTML or SVG. Profile and post photos holding SVG, HTML or HTML
 * behind a PNG signature are refused, or stored and served as the image type their bytes really are, with nosniff
 * so no browser second-guesses it.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, call, signUp } from '../support/api';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');

const payloads: [string, Buffer, string][] = [
  ['an SVG declared as SVG', SVG, 'image/svg+xml'],
  ['an SVG declared as PNG', SVG, 'image/png'],
  ['an HTML page declared as HTML', HTML, 'text/html'],
  ['an HTML page declared as JPEG', HTML, 'image/jpeg'],
  ['a PNG signature followed by HTML', Buffer.concat([PNG_SIGNATURE, HTML]), 'image/png'],
];

const dataUrl = (bytes: Buffer, declared: string) => `data:${declared};base64,${bytes.toString('base64')}`;

async function expectServedAsImage(url: string): Promise<void> {
  expect(url).toMatch(/^\/media\//);
  const response = await fetch(baseUrl() + url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp|gif)$/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe.each(payloads)('an upload of %s', (_case, bytes, declared) => {
  it('as a profile photo is refused or served as an image', async () => {
    const account = await signUp();
    const result = await call('PATCH', `/api/users/${account.user.id}`, { token: account.token, body: { profileImage: dataUrl(bytes, declared) } });

    if (result.status === 400) {
      expect(result.body).toEqual({ message: expect.stringMatching(/image/i) });
      const me = await call('GET', '/api/auth/me', { token: account.token });
      expect(me.body.profileImage).toBeNull();
      return;
    }
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    await expectServedAsImage(result.body.profileImage);
  });

  it('as a post photo is refused or served as an image', async () => {
    const account = await signUp();
    const result = await call('POST', '/api/social-posts', { token: account.token, body: { content: 'Look', mediaUrls: [dataUrl(bytes, declared)] } });

    if (result.status === 400) {
      expect(result.body).toEqual({ message: expect.stringMatching(/image/i) });
      const posts = await call('GET', `/api/social-posts/user/${account.user.id}`, { token: account.token });
      expect(JSON.stringify(posts.body)).not.toContain('/media/');
      return;
    }
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    for (const url of result.body.mediaUrls) await expectServedAsImage(url);
  });
});

describe('what the sniffing decides', () => {
  it('refuses SVG and HTML outright and keeps a PNG-signed file as image/png', async () => {
    const account = await signUp();
    const svg = await call('PATCH', `/api/users/${account.user.id}`, { token: account.token, body: { profileImage: dataUrl(SVG, 'image/svg+xml') } });
    const html = await call('POST', '/api/social-posts', { token: account.token, body: { content: 'x', mediaUrls: [dataUrl(HTML, 'text/html')] } });
    const pngHtml = await call('PATCH', `/api/users/${account.user.id}`, {
      token: account.token,
      body: { profileImage: dataUrl(Buffer.concat([PNG_SIGNATURE, HTML]), 'text/html') },
    });

    expect([svg.status, html.status]).toEqual([400, 400]);
    expect(pngHtml.status).toBe(200);
    expect(pngHtml.body.profileImage).toMatch(/\.png$/);
  });
});
