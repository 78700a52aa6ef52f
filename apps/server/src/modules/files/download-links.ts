import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors/app-error';
import type { SettingsReader } from '../settings/settings.reader';
import { isStorageKey } from '../../storage/file-storage';

/** Where signed downloads are served (outside /api: a link is handed to a browser or a game's downloader). */
export const DOWNLOADS_PATH = '/downloads';

export interface DownloadLink {
  /** A path on this site: /downloads/builds/<sha256>.zip?expires=<unix seconds>&signature=<hex> */
  url: string;
  expires_at: string;
}

/**
 * Links to files that are never public (game builds): the key and the expiry, signed with an HMAC of
 * the platform secret, so any node that shares SECRET can check a link without shared state. The
 * lifetime is the `download_link_expiry_days` setting (spec §9, "download link expiry").
 */
export function createDownloadLinks(deps: { secret: string; settings: SettingsReader; now?: () => number }) {
  const now = deps.now ?? Date.now;
  // A key of its own, so a download signature can never stand in for any other signed value.
  const key = createHmac('sha256', deps.secret).update('golf:download-links').digest();
  const signatureOf = (storageKey: string, expires: number) =>
    createHmac('sha256', key).update(`${storageKey}\n${expires}`).digest('hex');

  return {
    /** A link to the stored file `storageKey` that stops working after the setting's number of days. */
    async sign(storageKey: string): Promise<DownloadLink> {
      if (!isStorageKey(storageKey)) throw new Error(`invalid storage key: ${storageKey}`);
      const days = await deps.settings.integer('download_link_expiry_days');
      const expires = Math.floor(now() / 1000) + days * 24 * 3600;
      const signature = signatureOf(storageKey, expires);
      return {
        url: `${DOWNLOADS_PATH}/${storageKey}?expires=${expires}&signature=${signature}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    /** Throws unless the link was signed by us for this key and has not expired. */
    verify(storageKey: string, expires: number, signature: string): void {
      const expected = Buffer.from(signatureOf(storageKey, expires), 'hex');
      const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('files.invalid_download_link');
      if (now() >= expires * 1000) throw new AppError('files.download_link_expired');
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
