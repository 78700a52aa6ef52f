import { enums, type AdminClubPatch, type ClubCreateRequest, type ClubSettingsRequest } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { ActivityLog } from '../activity/activity.service';
import type { ProfanityFilter } from '../profanities/profanities.service';
import { createSettingsReader } from '../settings/settings.reader';
import type { LedgerResult } from '../wallets/wallets.service';
import type { PostLedger } from './club-fees';
import { adminClubListSpec, createClubsRepository, type ClubRow, type ClubValues } from './clubs.repository';
import { presentAdminClub, presentClub, presentMember, presentRound } from './clubs.presenter';

const { administrator, moderator } = enums.club_role;
const { accepted } = enums.club_member_status;

export interface ClubsServiceDeps {
  db: Database;
  post: PostLedger;
  announce(result: LedgerResult): Promise<void>;
  profanity: ProfanityFilter;
  activity: ActivityLog;
  clock: () => Date;
}

/** Refuses text with a profanity in it, naming the word (validation.profanity on `field`). */
export async function screenText(profanity: ProfanityFilter, field: string, text: string | null | undefined) {
  if (!text) return;
  const word = await profanity.findProfanity(text);
  if (word)
    throw AppError.validation({ [field]: [{ key: 'validation.profanity', params: { attribute: field, word } }] });
}

function settingValues(input: ClubSettingsRequest): ClubValues {
  const values: ClubValues = {};
  if (input.visibility !== undefined) values.visibility = input.visibility;
  if (input.accepting_new_members !== undefined) values.acceptingNewMembers = input.accepting_new_members;
  if (input.accept_without_approval !== undefined) values.acceptWithoutApproval = input.accept_without_approval;
  if (input.member_fee !== undefined) values.memberFee = input.member_fee;
  if (input.member_fee_token_type !== undefined) values.memberFeeTokenType = input.member_fee_token_type;
  if (input.description !== undefined) values.description = input.description;
  return values;
}

const nameTaken = () => new AppError('clubs.name_taken');

/** Clubs: creating, settings and images, the club house and members, and the back-office resource. */
export function createClubsService(deps: ClubsServiceDeps) {
  const { db } = deps;
  const repo = createClubsRepository(db);

  async function found(clubId: number): Promise<ClubRow> {
    const club = await repo.find(clubId);
    if (!club) throw new AppError('general.not_found');
    return club;
  }

  /**
   * Screens the club texts a change sets to something new, on both sides (decision 0118): a text saved
   * before its word was listed does not block unrelated changes, and a new text is always screened.
   */
  async function screenChanges(before: ClubRow, input: { name?: string; description?: string | null }) {
    if (input.name !== undefined && input.name !== before.name) await screenText(deps.profanity, 'name', input.name);
    if (input.description !== undefined && input.description !== before.description)
      await screenText(deps.profanity, 'description', input.description);
  }

  /** Whether the user is an accepted member (the feed, members and the club's channel are theirs). */
  async function isMember(clubId: number, userId: number): Promise<boolean> {
    const own = await repo.membership(clubId, userId);
    return own?.status === accepted;
  }

  /** A private club's feed and members: accepted members only (clubs.members_only). */
  async function requireReader(clubId: number, userId: number): Promise<ClubRow> {
    const club = await found(clubId);
    if (club.visibility === enums.round_visibility.private && !(await isMember(clubId, userId)))
      throw new AppError('clubs.members_only');
    return club;
  }

  async function requireAdministrator(clubId: number, userId: number): Promise<void> {
    const own = await repo.membership(clubId, userId);
    if (!own || own.status !== accepted || own.role !== administrator) throw new AppError('clubs.administrators_only');
  }

  async function view(club: ClubRow, userId: number) {
    return presentClub(club, await repo.membership(club.id, userId), await repo.hasInvite(club.id, userId));
  }

  return {
    isMember,
    requireReader,
    requireAdministrator,

    /** What the create dialog tells before the player commits: the cost and the clubs they may still create. */
    async creationTerms(userId: number) {
      const settings = createSettingsReader(db);
      const [cost, maxActive, active] = await Promise.all([
        settings.integer('club_creation_cost'),
        settings.integer('max_active_clubs_per_user'),
        repo.administeredCount(userId),
      ]);
      return { cost, active_clubs: active, max_active_clubs: maxActive };
    },

    /**
     * Creates a club with its creator as administrator, paying club_creation_cost coins (action 27,
     * decision 0084). Refused past max_active_clubs_per_user clubs administered, and for a name the
     * profanity filter or another club has.
     */
    async create(userId: number, input: ClubCreateRequest) {
      await screenText(deps.profanity, 'name', input.name);
      await screenText(deps.profanity, 'description', input.description);
      let charged: LedgerResult | null = null;
      const club = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const clubs = createClubsRepository(tx);
        await clubs.lockCreator(userId);
        const settings = createSettingsReader(tx);
        if ((await clubs.administeredCount(userId)) >= (await settings.integer('max_active_clubs_per_user')))
          throw new AppError('clubs.max_active_clubs_reached');
        const row = await clubs.insert({ name: input.name, createdBy: userId, ...settingValues(input) });
        if (row === 'taken') throw nameTaken();
        await clubs.insertMembership({
          clubId: row.id,
          userId,
          role: administrator,
          status: accepted,
          acceptedAt: deps.clock(),
        });
        await clubs.recount(row.id);
        const cost = await settings.integer('club_creation_cost');
        if (cost > 0)
          charged = await deps.post(tx, {
            idempotencyKey: `club:create:${row.id}`,
            lines: [
              {
                userId,
                tokenType: enums.token_type.coins,
                direction: 'debit',
                amount: cost,
                action: enums.transaction_action.club_creation_fee,
                entityType: 'club',
                entityId: row.id,
                // The transaction list shows it under the action: which club.
                comment: row.name,
              },
            ],
            insufficientFunds: 'clubs.insufficient_funds',
          });
        return (await clubs.find(row.id))!;
      });
      if (charged) await deps.announce(charged);
      return view(club, userId);
    },

    async get(clubId: number, userId: number) {
      return view(await found(clubId), userId);
    },

    /** Public clubs and the caller's own and invited ones (mine: only those they belong to). */
    async list(userId: number, query: { search?: string; mine?: '1' | '0' }) {
      const rows = await repo.listFor(userId, { search: query.search, mine: query.mine === '1', limit: 100 });
      const ids = rows.map((row) => row.id);
      const [memberships, invites] = await Promise.all([repo.membershipsOf(userId, ids), repo.invitesOf(userId, ids)]);
      return rows.map((row) =>
        presentClub(
          row,
          memberships.find((m) => m.clubId === row.id),
          invites.has(row.id),
        ),
      );
    },

    /** Settings: administrators only. */
    async updateSettings(clubId: number, userId: number, input: ClubSettingsRequest) {
      const before = await found(clubId);
      await requireAdministrator(clubId, userId);
      await screenChanges(before, input);
      const row = await repo.update(clubId, settingValues(input));
      if (row === 'taken' || !row) throw new AppError('general.not_found');
      return view(row, userId);
    },

    /** The badge or cover, an uploaded image's address: administrators only. */
    async setImage(clubId: number, userId: number, field: 'badge' | 'coverImage', url: string | null) {
      await found(clubId);
      await requireAdministrator(clubId, userId);
      const row = await repo.update(clubId, { [field]: url });
      if (row === 'taken' || !row) throw new AppError('general.not_found');
      return view(row, userId);
    },

    /** Members and, for administrators and moderators, pending requests. */
    async members(clubId: number, userId: number) {
      await requireReader(clubId, userId);
      const own = await repo.membership(clubId, userId);
      const staff = own?.status === accepted && (own.role === administrator || own.role === moderator);
      return (await repo.members(clubId, staff ? undefined : accepted)).map(presentMember);
    },

    async upcomingRounds(clubId: number, userId: number) {
      await requireReader(clubId, userId);
      return (await repo.upcomingRounds(clubId)).map(presentRound);
    },

    /** A member shares a round they host, before it starts, so the club house lists it. */
    async shareRound(clubId: number, userId: number, roundId: number) {
      await found(clubId);
      if (!(await isMember(clubId, userId))) throw new AppError('clubs.user_not_member');
      const round = await repo.roundForSharing(roundId);
      if (
        !round ||
        round.hostId !== userId ||
        round.playStatus !== enums.play_status.pending ||
        round.roundStatus !== enums.round_status.active
      )
        throw new AppError('clubs.round_not_shareable');
      await repo.shareRound(clubId, roundId);
      return (await repo.upcomingRounds(clubId)).map(presentRound);
    },

    // Back-office (manage-clubs).

    async adminList(query: ListQuery) {
      const { rows, total } = await repo.adminList(planList(query, adminClubListSpec));
      return { rows: rows.map(presentAdminClub), meta: pageMeta(query, total) };
    },

    async adminGet(clubId: number) {
      return presentAdminClub(await found(clubId));
    },

    async adminUpdate(clubId: number, input: AdminClubPatch, actor: StaffActor) {
      const before = await found(clubId);
      await screenChanges(before, input);
      const values: ClubValues = { ...settingValues(input) };
      if (input.name !== undefined) values.name = input.name;
      if (input.badge !== undefined) values.badge = input.badge;
      if (input.cover_image !== undefined) values.coverImage = input.cover_image;
      const row = await repo.update(clubId, values);
      if (row === 'taken') throw nameTaken();
      if (!row) throw new AppError('general.not_found');
      await recordStaffAction(deps.activity, {
        event: 'clubs.updated',
        actorId: actor.id,
        request: actor.request,
        subject: { type: 'club', id: clubId },
        before: presentAdminClub(before),
        after: presentAdminClub(row),
      });
      return presentAdminClub(row);
    },
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
