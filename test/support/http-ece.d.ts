/** The part of http_ece (RFC 8188 / RFC 8291) the tests' local push service uses; the package ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair (ECDH prime256v1). */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url or bytes. */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
