import { createAvatars } from '../modules/files/avatar';
import { createDownloadLinks } from '../modules/files/download-links';
import { createUploads } from '../modules/files/uploads';
import { createFileStorage } from '../storage/create-storage';
import type { FileStorage } from '../storage/file-storage';
import type { Platform } from './platform';

/**
 * File storage and what is built on it: uploads, avatars and signed download links. The driver comes
 * from the caller (tests) or from config (STORAGE_DRIVER). `downloadLinks.sign(key)` is what a feature
 * hands a player to fetch a private file such as a game build.
 */
export function createFiles(platform: Platform, storage: FileStorage = createFileStorage(platform.config.storage)) {
  const clock = platform.clock;
  return {
    storage,
    uploads: createUploads({ storage, limits: platform.config.storage.limits }),
    avatars: createAvatars({ users: platform.usersRepository, events: platform.events }),
    downloadLinks: createDownloadLinks({ secret: platform.secret, settings: platform.settings, now: clock }),
  };
}

export type Files = ReturnType<typeof createFiles>;
