/**
 * The security headers of every response, in one place: CloudFront's response headers policies are built from them
 * in AWS (infra/constructs/web-distribution.ts) and the local runner sends the same (infra/local/server.ts).
 * Decisions, section 45, says why each value is what it is.
 */

/** Where the site runs: AWS is HTTPS only, the local runner is plain HTTP on 127.0.0.1. */
export type HeadersTarget = 'aws' | 'local';

/**
 * The one screen a window of another origin may open and keep talking to (the Apple Health hand-off posts its
 * data from the opener and hears the count back), so it is the one path without cross-origin opener isolation.
 */
export const OPENER_PATHS = ['/health-return'] as const;

const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // No <style> elements or style attributes: the build's CSS files only. React sets style props through the CSSOM,
  // and the one library that inserts <style> elements (react-remove-scroll, behind Radix Dialog) is given
  // constructed stylesheets instead (web/src/lib/csp/style-singleton.ts); CSP does not govern either.
  'style-src': ["'self'"],
  // Photos come from /media; data: for a photo picked but not yet posted, blob: for decoding one on old browsers.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Features the app does not use, turned off for it and anything it could ever embed. Left at the browser's default:
 * clipboard-write (Settings copies an import key). Vibration (the rest timer) and notifications are not features a
 * Permissions-Policy controls. Only names Chromium knows: an unknown one is a console error on every page.
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** HSTS in AWS only: a browser would remember it for localhost and refuse the local runner's plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubDomains: true, preload: false } as const;

/** The headers as CloudFront's policy holds them: the ones it knows by name, and the rest as custom headers. */
export interface SecurityHeaderSet {
  contentSecurityPolicy: string;
  contentTypeOptions: 'nosniff';
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
  strictTransportSecurity?: typeof STRICT_TRANSPORT_SECURITY;
  custom: Record<string, string>;
}

function contentSecurityPolicy(target: HeadersTarget): string {
  const directives = Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  // Locally the site is http://127.0.0.1: upgrading its requests to https would break every one of them.
  if (target === 'aws') directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The headers for every path but the opener paths (`opener: false`), or for those (`opener: true`). */
export function securityHeaderSet(target: HeadersTarget, { opener = false }: { opener?: boolean } = {}): SecurityHeaderSet {
  return {
    contentSecurityPolicy: contentSecurityPolicy(target),
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    ...(target === 'aws' ? { strictTransportSecurity: STRICT_TRANSPORT_SECURITY } : {}),
    custom: {
      'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
      // A window of another origin that opens the app loses its handle on it; windows the app opens keep theirs.
      'Cross-Origin-Opener-Policy': opener ? 'unsafe-none' : 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  };
}

/** The same set as HTTP header names and values. */
export function toHeaderMap(set: SecurityHeaderSet): Record<string, string> {
  const hsts = set.strictTransportSecurity;
  return {
    'Content-Security-Policy': set.contentSecurityPolicy,
    'X-Content-Type-Options': set.contentTypeOptions,
    'X-Frame-Options': set.frameOptions,
    'Referrer-Policy': set.referrerPolicy,
    ...(hsts
      ? { 'Strict-Transport-Security': [`max-age=${hsts.maxAgeSeconds}`, ...(hsts.includeSubDomains ? ['includeSubDomains'] : []), ...(hsts.preload ? ['preload'] : [])].join('; ') }
      : {}),
    ...set.custom,
  };
}

/** The headers a response to `pathname` carries, as the local runner sends them. */
export function securityHeadersFor(pathname: string, target: HeadersTarget): Record<string, string> {
  return toHeaderMap(securityHeaderSet(target, { opener: (OPENER_PATHS as readonly string[]).includes(pathname) }));
}
