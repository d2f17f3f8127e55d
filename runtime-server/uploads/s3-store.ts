/**
 * Uploaded files in an S3-compatible bucket (`UPLOAD_STORE=s3`): AWS S3,
 * MinIO, Cloudflare R2, Ceph, or s3rver in the tests. Every server process
 * that names the bucket shares the files, and the bucket scales with them.
 * Keys are the stored paths (`uploads/<entity>/<name>`, `private/<entity>/<name>`).
 *
 * Each object carries the headers /uploads would send (content type, cache
 * lifetime, attachment for documents: serve.ts), so a bucket or CDN that
 * serves the `uploads/` prefix publicly (`S3_PUBLIC_URL`) answers like this
 * server does. `private/` must stay private in the bucket's policy: those
 * files are only read here, for the access-checked download route.
 */
import type * as S3 from '@aws-sdk/client-s3';
import { uploadHeaders } from './upload-headers';
import type { StoredFileInfo, UploadStore } from './store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2, s3rver); unset for AWS S3 itself. */
  endpoint?: string;
  /** From S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset: the SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket's `uploads/` objects are public (a CDN or the bucket's own URL), without a trailing slash. */
  publicUrl?: string;
  /**
   * `S3_SIGNED_URL_SECONDS`: a private file's download, once access is checked, is a redirect to a URL signed
   * for this many seconds, so the bytes come from the bucket, not through this server. Unset: streamed here.
   */
  signedUrlSeconds?: number;
}

/** The store; the AWS SDK (megabytes of modules) is loaded here, so only a server that uses S3 loads it. */
export async function s3Store(settings: S3Settings): Promise<UploadStore> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException }: typeof S3 = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    ...(settings.publicUrl ? { publicUrl: settings.publicUrl } : {}),
    ...(settings.signedUrlSeconds ? { signedUrl: await signer(client, Bucket, settings.signedUrlSeconds, GetObjectCommand) } : {}),
    async put(stored, data) {
      const headers = uploadHeaders(stored);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: stored,
          Body: data,
          ContentType: headers['Content-Type'],
          CacheControl: stored.startsWith('private/') ? 'private, no-store' : headers['Cache-Control'],
          ...(headers['Content-Disposition'] ? { ContentDisposition: headers['Content-Disposition'] } : {}),
          // Written once: S3 refuses a second write of the key (names are random, so this only guards mistakes).
          IfNoneMatch: '*',
        }),
      );
    },
    async read(stored) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: stored }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async has(stored) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: stored }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async remove(stored) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: stored })); // S3 answers 204 for a missing key too
    },
    async list(folder) {
      const files: StoredFileInfo[] = [];
      let ContinuationToken: string | undefined;
      do {
        // The delimiter keeps it to the folder itself (thumbnails sit beside their originals, never below).
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, Delimiter: '/', ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const o of page.Contents ?? []) if (o.Key && o.LastModified) files.push({ stored: o.Key, writtenAt: o.LastModified.getTime() });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
  };
}

/**
 * Signs a GET of one private object for `seconds`, with the headers the download route would send
 * (attachment under `filename`, no caching): the presigner is loaded only when signed URLs are on.
 */
async function signer(client: S3.S3Client, Bucket: string, seconds: number, GetObjectCommand: typeof S3.GetObjectCommand): Promise<NonNullable<UploadStore['signedUrl']>> {
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  return (stored, filename) =>
    getSignedUrl(client, new GetObjectCommand({ Bucket, Key: stored, ResponseContentDisposition: `attachment; filename="${filename}"`, ResponseCacheControl: 'private, no-store' }), { expiresIn: seconds });
}
