// The local S3-compatible server the instances test runs (a maintained fork of s3rver, pure JavaScript);
// it ships no types. Only what scripts/instances/local-s3.ts uses is declared.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    /** Where buckets and objects are kept, as plain files. */
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
