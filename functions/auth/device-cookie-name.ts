/**
 * The device cookie (functions/auth/device-cookie.ts): its name, the only cookie CloudFront passes on to the API
 * (infra/constructs/web-distribution.ts), and its path, so the browser sends it with sign-in requests only.
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_PATH = '/api/auth/login';
