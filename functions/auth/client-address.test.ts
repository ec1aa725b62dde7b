import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressSubject, clientAddressOf, isLoopback } from './client-address';

const event = (headers: Record<string, string>, sourceIp = '198.51.100.7') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as Parameters<typeof clientAddressOf>[0];

describe("the caller's address", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('believes a viewer-address header only from this machine locally, else uses the source address', () => {
    const fromHere = (headers: Record<string, string>) => clientAddressOf(event(headers, '127.0.0.1'));
    expect(fromHere({ 'cloudfront-viewer-address': '203.0.113.9:53412' })).toBe('203.0.113.9');
    expect(fromHere({ 'cloudfront-viewer-address': '2001:db8:85a3::8a2e:370:7334:443' })).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(fromHere({ 'cloudfront-viewer-address': 'garbage' })).toBe('127.0.0.1');
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:53412' }))).toBe('198.51.100.7');
    expect(clientAddressOf(event({}))).toBe('198.51.100.7');
  });

  it("in AWS, is CloudFront's viewer address when CloudFront adds it, and unknown otherwise (the source is an edge)", () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', 'secret');
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:53412' }))).toBeUndefined();
    expect(clientAddressOf(event({}))).toBeUndefined();
    vi.stubEnv('VIEWER_ADDRESS_TRUSTED', 'true');
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:53412' }))).toBe('203.0.113.9');
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': 'garbage' }))).toBeUndefined();
  });

  it('counts IPv6 callers by their /64 and IPv4-mapped addresses as IPv4', () => {
    expect(addressSubject('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(addressSubject('2001:db8:85a3:12::99')).toBe('2001:db8:85a3:12::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['203.0.113.9', '::2', '::1:0:0:1', '10.0.0.1', 'unknown']) expect(isLoopback(address)).toBe(false);
  });
});
