import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live (profile photos, speaking recordings). Keys are relative paths such as
 * `recordings/12/ab34.webm`; modules never touch the disk themselves, so several instances can
 * share one S3-compatible bucket instead of one folder.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing any earlier file; visible to readers at once. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The file's bytes (or one range of them) as a stream, without holding them in memory. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z0-9]+$/;

/** Keys are built by the product, never taken whole from a request: refuse anything else. */
function checked(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Files under a folder (DATA_DIR/uploads by default), written to a temporary name then renamed. */
export function createLocalStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, ...checked(key).split('/'));
  return {
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode: 0o600 });
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await unlink(file(key)).catch((error: { code?: string }) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async size(key) {
      const s = await stat(file(key)).catch(() => null);
      return s?.isFile() ? s.size : null;
    },
    async stream(key, range) {
      const target = file(key);
      const s = await stat(target).catch(() => null);
      if (!s?.isFile()) return null;
      return createReadStream(target, range);
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2...); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path instead of the host name, as most S3-compatible services need. */
  forcePathStyle: boolean;
}

/** A 404 from the bucket: NoSuchKey on GET, a bare NotFound on HEAD. */
function missing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/**
 * An S3 bucket. The SDK is loaded only when this storage is used, so the default start does not
 * pay for it. Checksums are sent only where the API requires them, which S3-compatible services
 * without the newer checksum headers accept too.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(options.accessKeyId && options.secretAccessKey
          ? {
              credentials: {
                accessKeyId: options.accessKeyId,
                secretAccessKey: options.secretAccessKey,
              },
            }
          : {}),
      }),
  );
  const Bucket = options.bucket;
  return {
    async put(key, data, contentType) {
      const { PutObjectCommand } = await sdk;
      await (
        await client
      ).send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await sdk;
      try {
        const out = await (await client).send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async size(key) {
      const { HeadObjectCommand } = await sdk;
      try {
        const out = await (await client).send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return out.ContentLength ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      const { GetObjectCommand } = await sdk;
      try {
        const out = await (
          await client
        ).send(
          new GetObjectCommand({
            Bucket,
            Key: checked(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // In Node the SDK's body is the HTTP response itself, a Readable.
        return (out.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
