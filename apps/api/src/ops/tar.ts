// A small POSIX ustar writer and reader: enough for the backups (regular files and folders, names
// up to 255 bytes), readable by any `tar -xzf`.
import { type FileHandle, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  // The prefix takes whole folders, up to 155 bytes; the rest (≤ 100 bytes) is the name.
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`a name too long for a tar entry: ${name}`);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(entry: {
  name: string;
  size: number;
  mode?: number;
  mtime?: number;
  type?: 'file' | 'dir';
}): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  header.write(base, 0, 100);
  header.write(octal(entry.mode ?? (entry.type === 'dir' ? 0o755 : 0o644), 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(entry.type === 'dir' ? 0 : entry.size, 12), 124);
  header.write(octal(Math.floor(entry.mtime ?? Date.now() / 1000), 12), 136);
  header.write('        ', 148);
  header.write(entry.type === 'dir' ? '5' : '0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to a stream, waiting for it to drain. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  }

  async dir(name: string): Promise<void> {
    await this.write(
      tarHeader({ name: name.endsWith('/') ? name : `${name}/`, size: 0, type: 'dir' }),
    );
  }

  async buffer(name: string, data: Buffer, mode?: number): Promise<void> {
    await this.write(tarHeader({ name, size: data.length, mode }));
    await this.write(data);
    await this.write(padding(data.length));
  }

  /**
   * A file as it is now: `size` bytes from disk. A file that grows meanwhile is cut at that size,
   * one that shrinks is padded with zeros (the database's own log puts such pages right).
   */
  async file(name: string, file: string, size: number, mode?: number): Promise<void> {
    await this.write(tarHeader({ name, size, mode }));
    const handle = await open(file, 'r');
    try {
      let done = 0;
      while (done < size) {
        const chunk = Buffer.alloc(Math.min(1 << 20, size - done));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, done);
        if (bytesRead === 0) {
          await this.write(Buffer.alloc(size - done));
          break;
        }
        await this.write(chunk.subarray(0, bytesRead));
        done += bytesRead;
      }
    } finally {
      await handle.close();
    }
    await this.write(padding(size));
  }

  async end(): Promise<void> {
    await this.write(ZEROS);
  }
}

/** Where an entry of the archive goes: a path on disk, or null to leave it out. */
export type Destination = (entry: {
  name: string;
  type: 'file' | 'dir';
  mode: number;
}) => string | null;

/**
 * Unpacks a tar stream onto disk, each file written as its bytes arrive (a database file of a
 * gigabyte never sits in memory). Returns the names unpacked.
 */
export async function extractTar(input: Readable, destination: Destination): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { left: number; pad: number; handle: FileHandle | null } | null = null;
  let ended = false;
  for await (const chunk of input) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (current) {
        if (current.left > 0) {
          if (pending.length === 0) break;
          const piece = pending.subarray(0, Math.min(current.left, pending.length));
          if (current.handle) await current.handle.write(piece);
          current.left -= piece.length;
          pending = pending.subarray(piece.length);
          continue;
        }
        if (pending.length < current.pad) break;
        pending = pending.subarray(current.pad);
        await current.handle?.close();
        current = null;
        continue;
      }
      if (pending.length < BLOCK) break;
      const h = Buffer.from(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const field = (start: number, length: number) =>
        h.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const prefix = field(345, 155);
      const base = field(0, 100);
      const name = (prefix ? `${prefix}/${base}` : base).replace(/\/$/, '');
      const type = field(156, 1) === '5' ? 'dir' : 'file';
      const mode = parseInt(field(100, 8).trim() || '644', 8);
      const target = destination({ name, type, mode });
      let handle: FileHandle | null = null;
      if (target) {
        names.push(name);
        if (type === 'dir') await mkdir(target, { recursive: true, mode });
        else {
          await mkdir(path.dirname(target), { recursive: true });
          handle = await open(target, 'w', mode);
        }
      }
      current = {
        left: type === 'dir' ? 0 : size,
        pad: type === 'dir' ? 0 : padding(size).length,
        handle,
      };
    }
  }
  if (current || !ended) {
    await current?.handle?.close();
    throw new Error('the archive ends in the middle: it is incomplete');
  }
  return names;
}
