import type { Config } from '../config/config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** The one place the storage driver is chosen (STORAGE_DRIVER). */
export function createFileStorage(config: Config['storage']): FileStorage {
  if (config.driver === 's3') return createS3Storage(config.s3);
  return createDiskStorage(config.dir);
}
