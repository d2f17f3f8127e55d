/**
 * A real S3-protocol server on a loopback port (s3rver: the S3 REST API over
 * files in a temporary folder), with one bucket, for the S3 upload store's
 * tests. Nothing of ours is stood in for: the store talks to it with the AWS
 * SDK exactly as it talks to AWS S3 or MinIO. Its objects are public to
 * anonymous GETs, so it also plays the CDN of S3_PUBLIC_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../runtime-server/uploads/s3-store';

export interface TestS3 {
  /** The store's settings for this server; `publicUrl` set to the bucket's own URL. */
  settings: S3Settings & { endpoint: string; publicUrl: string };
  close(): Promise<void>;
}

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(bucket = 'media-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    settings: { bucket, region: 'us-east-1', endpoint, credentials: CREDENTIALS, publicUrl: `${endpoint}/${bucket}` },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
