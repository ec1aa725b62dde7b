import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, mayBePushEndpoint } from './push-services';

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGx',
    'https://wns2-db5p.notify.windows.com/w/?token=x',
  ])('accepts the push service %s', (endpoint) => expect(isAllowedPushEndpoint(endpoint)).toBe(true));

  it.each([
    ['http, even to a known host', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['a host that merely ends alike', 'https://evilfcm.googleapis.com.example/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x'],
    ['the bare Windows suffix', 'https://notify.windows.com/x'],
    ['a metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['a loopback origin nobody allowed', 'http://127.0.0.1:4100/push/1'],
    ['not a URL', 'fcm.googleapis.com/x'],
  ])('refuses %s', (_, endpoint) => expect(isAllowedPushEndpoint(endpoint)).toBe(false));

  it('accepts an extra origin only when the deployment names that very origin', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/1', ['http://127.0.0.1:4100'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4101/push/1', ['http://127.0.0.1:4100'])).toBe(false);
  });
});

describe('mayBePushEndpoint (the request schema)', () => {
  it('lets a loopback origin with a port through for the server to decide; nothing else off the list', () => {
    expect(mayBePushEndpoint('http://127.0.0.1:4100/push/1')).toBe(true);
    expect(mayBePushEndpoint('http://10.0.0.1:4100/push/1')).toBe(false);
    expect(mayBePushEndpoint('https://example.com/push')).toBe(false);
  });
});
