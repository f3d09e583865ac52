import { join } from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './storage';

export function selectStorage(config: Config): Storage {
  return createDiskStorage(join(config.dataDir, 'storage'));
}
