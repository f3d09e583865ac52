import type { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage';
import { streamZip } from '../../storage/zip-stream';
import type { CompanySnapshot } from './company-snapshot';
import { exportReadme } from './readme';

/**
 * The export as a zip written as it is read: README.txt, then every stored original one at a time, then
 * the JSON files, written last so that a file storage could not give is null there rather than a path to
 * nothing. The JSON is the company's rows, held in memory while the originals stream.
 */
export function streamCompanyExport({
  storage,
  snapshot,
  companyName,
  exportedAt,
}: {
  storage: Storage;
  snapshot: CompanySnapshot;
  companyName: string;
  exportedAt: Date;
}): Readable {
  return streamZip(storage, async (zip) => {
    zip.addText('README.txt', exportReadme({ companyName, exportedAt }), exportedAt);
    for (const file of snapshot.files) {
      if (zip.stopped) return;
      file.missing = !(await zip.addStored(file.key, file.path, file.mtime));
    }
    for (const { name, data } of snapshot.json)
      zip.addText(name, `${JSON.stringify(data, null, 2)}\n`, exportedAt);
  });
}
