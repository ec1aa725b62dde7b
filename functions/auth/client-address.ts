import { isIP } from 'node:net';
import type { HttpEvent } from '../lib/http';

/** Set to 'true' in AWS only when CloudFront itself adds cloudfront-viewer-address (infra/constructs/domain-function.ts). */
const VIEWER_ADDRESS_TRUSTED_ENV = 'VIEWER_ADDRESS_TRUSTED';
/** Set only in AWS, where the API's own source address is a CloudFront edge shared by many people. */
const BEHIND_CLOUDFRONT_ENV = 'ORIGIN_VERIFY_SECRET';

function viewerAddress(event: Pick<HttpEvent, 'headers'>): string | undefined {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (!viewer) return undefined;
  const ip = viewer.slice(0, viewer.lastIndexOf(':')).replace(/^\[|\]$/g, '');
  return isIP(ip) ? ip : undefined;
}

/**
 * The caller's address, or undefined when it cannot be known (then no per-address limit applies; the WAF counts
 * addresses at the edge). A `cloudfront-viewer-address` header ("ip:port", IPv6 without brackets) is believed only
 * when CloudFront adds it (VIEWER_ADDRESS_TRUSTED) or, locally, when it comes from this machine (the tests); from
 * anyone else it is the caller's own claim. In AWS without it the source address is CloudFront's, not the caller's.
 */
export function clientAddressOf(event: Pick<HttpEvent, 'headers' | 'requestContext'>): string | undefined {
  const sourceIp = event.requestContext?.http?.sourceIp;
  const trusted = process.env[VIEWER_ADDRESS_TRUSTED_ENV] === 'true' || (sourceIp !== undefined && isLoopback(sourceIp));
  if (trusted) {
    const viewer = viewerAddress(event);
    if (viewer) return viewer;
  }
  if (process.env[VIEWER_ADDRESS_TRUSTED_ENV] === 'true' || process.env[BEHIND_CLOUDFRONT_ENV]) return undefined;
  return sourceIp && isIP(sourceIp) ? sourceIp : undefined;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What the per-address limits count: an IPv4 address, or the /64 of an IPv6 one (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would let one person use 2^64 budgets).
 */
export function addressSubject(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address.split('%')[0]!);
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The machine itself: only a person at the computer running `npm start` (never an address in AWS). */
export function isLoopback(address: string): boolean {
  const subject = addressSubject(address);
  if (isIP(subject) === 4) return subject.startsWith('127.');
  return isIP(address) === 6 && ipv6Groups(address).every((group, index) => group === (index === 7 ? 1 : 0));
}
