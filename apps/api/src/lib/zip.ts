// A small streaming ZIP writer (entries stored, not compressed: recordings are compressed already,
// and the JSON is small), for archives a learner opens on any phone or computer.
import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** MS-DOS time and date of a moment, in UTC (the format has no zone). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export class ZipWriter {
  private readonly entries: Written[] = [];
  private offset = 0;

  constructor(
    private readonly out: Writable,
    private readonly at: Date = new Date(),
  ) {}

  private write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    return new Promise((resolve, reject) => {
      this.out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** One file; `name` in UTF-8 with forward slashes for folders. */
  async add(name: string, data: Buffer): Promise<void> {
    const file = Buffer.from(name, 'utf8');
    const { time, date } = dosTime(this.at);
    const entry: Written = {
      name: file,
      crc: crc32(data),
      size: data.length,
      offset: this.offset,
      time,
      date,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // names in UTF-8
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(file.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(header);
    await this.write(file);
    await this.write(data);
    this.entries.push(entry);
  }

  /** The central directory; the archive is complete after it. */
  async end(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by
      header.writeUInt16LE(20, 6); // needed
      header.writeUInt16LE(0x0800, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(e.time, 12);
      header.writeUInt16LE(e.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(e.size, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt32LE(e.offset, 42);
      await this.write(header);
      await this.write(e.name);
    }
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}
