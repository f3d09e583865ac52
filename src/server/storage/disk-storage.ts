import { randomBytes } from 'node:crypto';
import { close, createReadStream, createWriteStream, fstat, open } from 'node:fs';
import { mkdir, readFile, rename, rm, statfs, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { limitSize } from './size-limit';
import { assertSafeKey, bytesInRange, type Storage } from './storage';

/** Files under `root`; each object's content type is kept beside it in `{key}.meta.json`. */
export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };

  return {
    kind: 'disk',
    async put(key, body, { contentType, maxBytes }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const { stream, counter } = limitSize(body, maxBytes);
      // Each write has files of its own until the renames: two uploads to one key at once (a profile's
      // logo has a fixed key) would otherwise write and rename the same partial file, and one would fail.
      // The last rename wins, whole. Every name still ends in `.uploading` for the start-up sweep.
      const unique = randomBytes(6).toString('hex');
      const partial = `${path}.${unique}.uploading`;
      const file = createWriteStream(partial);
      try {
        await pipeline(stream, file);
      } catch (error) {
        // A body refused at once (an unsafe SVG) fails the pipe while the file may still be opening: removed
        // before it is closed, it would be created after the removal and left behind.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
      const meta = `${path}.meta.json`;
      const partialMeta = `${meta}.${unique}.uploading`;
      try {
        await writeFile(partialMeta, JSON.stringify({ contentType }));
        await rename(partialMeta, meta);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        await rm(partialMeta, { force: true });
        throw error;
      }
      return { size: counter.size };
    },
    async get(key, range) {
      const path = pathOf(key);
      // The size and the bytes come from one open file: an upload renamed over the key meanwhile (a
      // logo's key is fixed) cannot make Content-Length or Content-Range describe another file.
      let fd: number;
      try {
        fd = await openFile(path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await statFile(fd);
        const meta = await readFile(`${path}.meta.json`, 'utf8');
        const { contentType } = JSON.parse(meta) as { contentType: string };
        if (!range) return { body: createReadStream(path, { fd }), size, contentType };
        const bytes = bytesInRange(range, size);
        if (bytes === 'unsatisfiable') {
          await closeFile(fd);
          return { body: Readable.from([]), size, contentType, range: bytes };
        }
        // Only the range's bytes are read (`end` is inclusive, as in a Range header).
        return { body: createReadStream(path, { fd, ...bytes }), size, contentType, range: bytes };
      } catch (error) {
        await closeFile(fd);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.meta.json`, { force: true });
    },
    async availableBytes() {
      // The root may not exist before the first upload; its file system is the one files will land on.
      await mkdir(root, { recursive: true });
      const { bavail, bsize } = await statfs(root);
      return bavail * bsize;
    },
  };
}

// A plain descriptor, which the read stream closes when it ends or is destroyed (a FileHandle would
// also be closed, with a process warning, when a body left unread is garbage-collected).
const openFile = promisify(open);
const statFile = promisify(fstat);
const closeFile = promisify(close);
