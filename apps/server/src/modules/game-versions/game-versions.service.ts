import {
  compareVersions,
  realtimeChannels,
  serverEvents,
  type GameVersionPatchRequest,
  type LatestGameVersion,
  type VersionCheck,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { Publisher } from '../../realtime/publisher';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { FileStorage } from '../../storage/file-storage';
import type { FeatureAccess } from '../entitlements/entitlements.service';
import type { DownloadLinks } from '../files/download-links';
import { gameVersionListSpec, type GameVersionRow, type GameVersionsRepository } from './game-versions.repository';

export interface GameVersionsServiceDeps {
  db: Database;
  repository: GameVersionsRepository;
  storage: Pick<FileStorage, 'exists'>;
  downloadLinks: Pick<DownloadLinks, 'sign'>;
  features: FeatureAccess;
  publisher: Publisher;
  activity: Pick<ActivityLog, 'record'>;
}

const duplicateVersion = () =>
  AppError.validation({ version: [{ key: 'validation.unique', params: { attribute: 'version' } }] });

const isUniqueViolation = (error: unknown) => {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  // The one-latest index cannot fire under the lock; if it ever did, it is not a duplicate version.
  return cause.code === '23505' && cause.constraint !== 'game_versions_one_latest';
};

const presentLatest = (row: GameVersionRow): LatestGameVersion => ({
  version: row.version,
  released_at: row.updatedAt.toISOString(),
  has_build: row.file !== null,
});

/**
 * Game versions (spec §3 GameVersion, §4 Updates): staff add them with their builds and mark one
 * latest; the game client and the player app ask for the latest, check their own version against it,
 * and players holding software_download get a signed link to its build.
 */
export function createGameVersionsService(deps: GameVersionsServiceDeps) {
  const { repository } = deps;

  async function get(id: number): Promise<GameVersionRow> {
    const row = await repository.get(id);
    if (!row) throw new AppError('general.not_found');
    return row;
  }

  /** A build key must name a stored build: an upload's answer, not a typed-in path. */
  async function checkFile(file: string | null | undefined): Promise<void> {
    if (file && !(await deps.storage.exists(file)))
      throw AppError.validation({ file: [{ key: 'validation.exists', params: { attribute: 'file' } }] });
  }

  /** version.released on `system`, after the commit that marked it. */
  async function announce(row: GameVersionRow): Promise<void> {
    await deps.publisher.publish(realtimeChannels.system, serverEvents.versionReleased, {
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    });
  }

  /**
   * Writes a version and, when it becomes latest, unmarks the others in the same transaction under
   * one lock (so parallel marks leave exactly one latest); announces a newly latest one after commit.
   */
  async function save(id: number | null, input: GameVersionPatchRequest, actor: StaffActor): Promise<GameVersionRow> {
    await checkFile(input.file);
    let released = false;
    const row = await deps.db
      .transaction(async (tx) => {
        if (input.latest) await repository.lockLatest(tx);
        const before = id === null ? undefined : await repository.get(id, tx);
        if (id !== null && !before) throw new AppError('general.not_found');
        const values = {
          ...(input.version !== undefined && { version: input.version }),
          ...(input.latest !== undefined && { latest: input.latest }),
          ...(input.file !== undefined && { file: input.file }),
        };
        if (input.latest) await repository.unmarkOthers(tx, id ?? 0);
        const saved =
          id === null
            ? await repository.insert(tx, {
                version: input.version!,
                latest: input.latest ?? false,
                file: input.file ?? null,
              })
            : Object.keys(values).length
              ? await repository.update(tx, id, values)
              : before;
        released = Boolean(input.latest && !before?.latest);
        await recordStaffAction(
          deps.activity,
          {
            event: before ? 'game_versions.updated' : 'game_versions.created',
            actorId: actor.id,
            request: actor.request,
            subject: { type: 'game_version', id: saved!.id },
            before: before ?? null,
            after: saved,
          },
          tx,
        );
        return saved!;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicateVersion() : error;
      });
    if (released) await announce(row);
    return row;
  }

  async function latest(): Promise<GameVersionRow> {
    const row = await repository.latest();
    if (!row) throw new AppError('files.no_game_release');
    return row;
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, gameVersionListSpec));
      return { rows, meta: pageMeta(query, total) };
    },
    get,
    create: (input: GameVersionPatchRequest & { version: string }, actor: StaffActor) => save(null, input, actor),
    update: (id: number, input: GameVersionPatchRequest, actor: StaffActor) => save(id, input, actor),

    async latest(): Promise<LatestGameVersion> {
      return presentLatest(await latest());
    },

    /** Up to date unless a latest version exists and is newer than the client's. */
    async check(version: string): Promise<VersionCheck> {
      const row = await repository.latest();
      const newer = row !== undefined && compareVersions(version, row.version) < 0;
      return {
        status: newer ? 'update_available' : 'up_to_date',
        version,
        latest: row ? presentLatest(row) : null,
      };
    },

    /** A signed link to the latest build, for a player with software_download (spec §8 otherwise). */
    async download(userId: number) {
      if (!(await deps.features.hasFeature(userId, 'software_download')))
        throw new AppError('users.missing_software_download');
      const row = await latest();
      if (!row.file) throw new AppError('files.no_game_build');
      return { version: row.version, ...(await deps.downloadLinks.sign(row.file)) };
    },
  };
}

export type GameVersionsService = ReturnType<typeof createGameVersionsService>;
