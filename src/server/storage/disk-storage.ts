import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { limitSize } from './size-limit';
import { assertSafeKey, type Storage } from './storage';

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
      const partial = `${path}.uploading`;
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
      await writeFile(`${path}.meta.json`, JSON.stringify({ contentType }));
      await rename(partial, path);
      return { size: counter.size };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as { contentType: string };
        return { body: createReadStream(path), size: info.size, contentType: meta.contentType };
      } catch (error) {
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
