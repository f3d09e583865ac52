import { uniqueZipPaths } from '../../storage/zip-stream';

/** One stored original the export holds: where its bytes are in storage, and where they go in the zip. */
export class ExportedFile {
  /** Set while the zip is written, when storage had no bytes for it. */
  missing = false;

  constructor(
    readonly key: string,
    readonly path: string,
    readonly mtime: Date,
  ) {}

  /** In the JSON files, a file is its path in the zip, or null when storage had no bytes for it. */
  toJSON(): string | null {
    return this.missing ? null : this.path;
  }
}

/**
 * The stored originals an export gathers, in the order its sections name them, each given a path of its
 * own under `files/` (safe and unique: storage/zip-stream.ts).
 */
export function exportedFiles() {
  const list: ExportedFile[] = [];
  const pathOf = uniqueZipPaths();
  return {
    list,
    add(key: string, folder: string, name: string, mtime: Date): ExportedFile {
      const file = new ExportedFile(key, pathOf(`files/${folder}`, name), mtime);
      list.push(file);
      return file;
    },
  };
}

export type ExportedFiles = ReturnType<typeof exportedFiles>;
