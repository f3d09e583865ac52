import { join } from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** Where disk storage keeps its files: DATA_DIR/storage. */
export function diskStorageRoot(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'storage');
}

/** S3 when S3_BUCKET is set (S3_* variables), else files under DATA_DIR/storage. */
export function selectStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createDiskStorage(diskStorageRoot(config));
}
