import type { FastifyInstance } from 'fastify';
import { createThrottle } from '../modules/auth/throttle';
import { createAvatars } from '../modules/files/avatar';
import { createDownloadLinks } from '../modules/files/download-links';
import { createFileSweeper, type FileSweeper } from '../modules/files/file-sweeper';
import { handOutFile } from '../modules/files/stored-files.repository';
import { createUploads } from '../modules/files/uploads';
import { createFileStorage } from '../storage/create-storage';
import type { FileStorage } from '../storage/file-storage';
import type { Platform } from './platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes stored files no record names once past their grace (decision 0129); tests call sweep(). */
    fileSweeper: FileSweeper;
  }
}

/**
 * File storage and what is built on it: uploads, avatars, signed download links and the sweeper of
 * unreferenced files. The driver comes from the caller (tests) or from config (STORAGE_DRIVER).
 * `downloadLinks.sign(key)` is what a feature hands a player to fetch a private file such as a game build.
 */
export function createFiles(
  app: FastifyInstance,
  platform: Platform,
  storage: FileStorage = createFileStorage(platform.config.storage),
) {
  const { db, clock } = platform;
  const now = () => new Date(clock?.() ?? Date.now());
  const sweeper = createFileSweeper({ db, storage, clock: now, ...platform.config.storage.sweep, log: app.log });
  app.decorate('fileSweeper', sweeper);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('preClose', () => sweeper.stop());
  return {
    storage,
    uploads: createUploads({
      storage,
      limits: platform.config.storage.limits,
      handOut: (fileId) => handOutFile(db, fileId, now()),
    }),
    avatars: createAvatars({ users: platform.usersRepository, events: platform.events, throttle: createThrottle(db) }),
    downloadLinks: createDownloadLinks({ secret: platform.secret, settings: platform.settings, now: clock }),
  };
}

export type Files = ReturnType<typeof createFiles>;
