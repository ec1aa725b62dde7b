// s3rver ships no type declarations; this is the part of its API the local runner uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** s3rver is a Koa app: it emits each S3 event notification it would send. */
    on(name: 'event', listener: (event: import('aws-lambda').S3Event) => void): this;
    readonly httpServer?: Server;
  }
}
