/** The part of s3rver 3.7 (which ships no types) that tests/helpers/s3-server.ts uses. */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; answers the bound address and port. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
