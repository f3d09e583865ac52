import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Storage } from './storage';

/** What a zip's filler adds, one entry at a time. */
export type ZipWriter = {
  /** The reader hung up: nothing more is read. */
  readonly stopped: boolean;
  /**
   * Adds the stored file at `key` under `path`, stored as it is (most uploads are already compressed), and
   * resolves once its bytes are in the zip. False when storage has no such file: the zip goes on without it.
   */
  addStored(key: string, path: string, mtime: Date): Promise<boolean>;
  /** Adds a text file (compressed). */
  addText(path: string, text: string, mtime: Date): void;
};

/**
 * A zip written as it is read: `fill` adds the entries, stored files opened one at a time, so memory stays
 * flat whatever the total; the zip library writes zip64 records past 4 GB. A reader that hangs up stops it
 * (the file being read is closed); a failure ends the stream with that error.
 */
export function streamZip(storage: Storage, fill: (zip: ZipWriter) => Promise<void>): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  let stopped = false;
  output.once('close', () => {
    stopped = true;
    current?.destroy();
  });
  // yazl reports a stored file whose length is not the size given on the zip itself: end the stream
  // with it, rather than leave an error nothing listens for (which would end the process).
  zip.on('error', (error: Error) => output.destroy(error));
  const writer: ZipWriter = {
    get stopped() {
      return stopped;
    },
    async addStored(key, path, mtime) {
      const object = await storage.get(key);
      if (!object) return false;
      // The reader may have hung up while storage was opening the file: close it, or it stays open.
      if (stopped) {
        object.body.destroy();
        return false;
      }
      current = object.body;
      zip.addReadStream(object.body, path, { compress: false, mtime, size: object.size });
      await finished(object.body);
      return true;
    },
    addText(path, text, mtime) {
      zip.addBuffer(Buffer.from(text, 'utf8'), path, { mtime });
    },
  };
  fill(writer).then(
    () => {
      if (!stopped) zip.end();
    },
    (error: unknown) => {
      // The browser sees a broken download; the server's log says why.
      console.error('A zip stopped part-way', error);
      output.destroy(error instanceof Error ? error : undefined);
    },
  );
  return output;
}

/**
 * A file name fit for a zip entry on any system: no path separators, control characters or characters
 * Windows refuses, no leading dots (a hidden file, or `..`); 'file' when nothing is left.
 */
export function zipSafeName(name: string): string {
  const safe = name
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return safe || 'file';
}

/**
 * Entry paths `folder/name`, each name made safe; a name met twice in a folder (in any case, as Windows
 * and macOS compare them) becomes 'name (2).ext'.
 */
export function uniqueZipPaths() {
  const taken = new Set<string>();
  return (folder: string, fileName: string): string => {
    const safe = zipSafeName(fileName);
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let path = `${folder}/${safe}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${stem} (${n})${ext}`;
    taken.add(path.toLowerCase());
    return path;
  };
}
