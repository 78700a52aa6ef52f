import { eq, inArray, sql } from 'drizzle-orm';
import { clubCreateSchema, clubPostCreateSchema, enums, tournamentBodySchema } from '@golf/contracts';
import type { Database } from '../client';
import { clubs, courses, tournaments } from '../schema';
import { createClubFeedRepository } from '../../modules/clubs/club-feed.repository';
import { createClubsRepository } from '../../modules/clubs/clubs.repository';
import { createSettingsReader } from '../../modules/settings/settings.reader';
import { insertTournament } from '../../modules/tournaments/tournament-admin';
import { createTournamentsRepository } from '../../modules/tournaments/tournaments.repository';

/**
 * The showcase (decision 0121): a club the demo player runs and an upcoming tournament, so a new
 * user meets the Clubs and Tournaments screens with something in them. Seeded where a person starts
 * the platform (the first `npm start`, `npm run db:seed`), not in the tests' fixture database.
 */

/** Public, free and open: any player finds it in Clubs and joins at once. */
export const demoClub = clubCreateSchema.parse({
  name: 'Pinewood Golf Society',
  description:
    'A friendly club for everyone trying the platform. Join, say hello in the feed, and share a round ' +
    'from the club house so other members can join you. Free, and no approval needed.',
  visibility: enums.round_visibility.public,
  accepting_new_members: true,
  accept_without_approval: true,
  member_fee: 0,
  member_fee_token_type: enums.token_type.coins,
});

/** The feed's first posts, by the demo player: a pinned announcement, then a plain post. */
const demoClubPosts = [
  clubPostCreateSchema.parse({
    body:
      'Welcome to the Pinewood Golf Society! Introduce yourself below. Hosting a round? Share it from ' +
      'the club house and other members can join you.',
    is_announcement: true,
  }),
  clubPostCreateSchema.parse({
    body: 'Who is playing the Heath & Links Open? It is free to enter: you find it under Tournaments.',
  }),
];

export const DEMO_TOURNAMENT_TITLE = 'Heath & Links Open';
/** Days from the seed to the tournament's start: long enough for a new user to get ready to enter. */
export const DEMO_TOURNAMENT_LEAD_DAYS = 7;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Each round is open this long; any time in it counts (window mode). */
const ROUND_WINDOW_DAYS = 2;
const roundCourses = ['pinewood-heath', 'saltmarsh-links'] as const;

/** A tournament body as the back-office form sends one, for a start at `startAt`. */
function demoTournamentBody(startAt: Date, courseIds: readonly number[]) {
  const at = (days: number) => new Date(startAt.getTime() + days * DAY).toISOString();
  return tournamentBodySchema.parse({
    title: DEMO_TOURNAMENT_TITLE,
    description:
      'Two rounds of stroke play: the first on Pinewood Heath, the second on Saltmarsh Links, each played ' +
      `any time in its ${ROUND_WINDOW_DAYS}-day window. Free to enter; the top ten share 1,000 coins.`,
    start_at: at(0),
    end_at: at(courseIds.length * ROUND_WINDOW_DAYS),
    max_players: 72,
    winning_logic: enums.winning_logic.top_10_linear_split,
    // The smallest prize sum the platform allows (TOURNAMENT_PRIZE_SUM_MIN).
    prize_sum: 1000,
    prize_token_type: enums.token_type.coins,
    entry_fee: 0,
    format: 'stroke_play',
    tee_time_mode: 'window',
    rounds: courseIds.map((courseId, index) => ({
      course_id: courseId,
      start_at: at(index * ROUND_WINDOW_DAYS),
      end_at: at((index + 1) * ROUND_WINDOW_DAYS),
      elevation: enums.elevation.sea_level,
      game_condition: enums.game_condition.normal,
      green_stimp: enums.green_stimp.medium,
      tee: enums.teeing_type.middle,
      use_hcp: false,
      hole_group: enums.hole_group.all_18,
    })),
  });
}

/**
 * Creates the demo club as POST /clubs would (the player its accepted administrator, the cached member
 * count recounted), without the creation cost: the seed is not the player paying. Left alone when a club
 * has its name in any letter case, and skipped when the player already runs the most clubs allowed.
 */
export async function seedDemoClub(db: Database, playerId: number, now: Date): Promise<boolean> {
  const [existing] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(sql`lower(${clubs.name})`, demoClub.name.toLowerCase()));
  if (existing) return false;
  const repo = createClubsRepository(db);
  const limit = await createSettingsReader(db).integer('max_active_clubs_per_user');
  if ((await repo.administeredCount(playerId)) >= limit) return false;
  const club = await repo.insert({
    name: demoClub.name,
    description: demoClub.description,
    visibility: demoClub.visibility,
    acceptingNewMembers: demoClub.accepting_new_members,
    acceptWithoutApproval: demoClub.accept_without_approval,
    memberFee: demoClub.member_fee,
    memberFeeTokenType: demoClub.member_fee_token_type,
    createdBy: playerId,
  });
  // The name was free a moment ago in this transaction: a clash here is a bug, not a retry.
  if (club === 'taken') throw new Error(`demo club name "${demoClub.name}" taken`);
  await repo.insertMembership({
    clubId: club.id,
    userId: playerId,
    role: enums.club_role.administrator,
    status: enums.club_member_status.accepted,
    acceptedAt: now,
  });
  await repo.recount(club.id);
  const feed = createClubFeedRepository(db);
  for (const post of demoClubPosts) {
    const id = await feed.insertPost({
      clubId: club.id,
      userId: playerId,
      body: post.body,
      isAnnouncement: post.is_announcement ?? false,
    });
    if (post.is_announcement) await feed.setPinned(id, true, now);
  }
  return true;
}

/**
 * Creates and publishes the demo tournament through the staff create's checks (insertTournament),
 * starting DEMO_TOURNAMENT_LEAD_DAYS after `now` on the hour. Left alone when a tournament has its
 * title in any letter case (in whatever state: a finished one is not created again), and skipped
 * when staff removed one of its courses.
 */
export async function seedDemoTournament(db: Database, now: Date): Promise<boolean> {
  const [existing] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(sql`lower(${tournaments.title})`, DEMO_TOURNAMENT_TITLE.toLowerCase()));
  if (existing) return false;
  const found = await db
    .select({ id: courses.id, inGameId: courses.inGameId })
    .from(courses)
    .where(inArray(courses.inGameId, [...roundCourses]));
  const courseIds = roundCourses.map((inGameId) => found.find((course) => course.inGameId === inGameId)?.id);
  if (courseIds.some((id) => id === undefined)) return false;
  const startAt = new Date(Math.ceil((now.getTime() + DEMO_TOURNAMENT_LEAD_DAYS * DAY) / HOUR) * HOUR);
  const repo = createTournamentsRepository(db);
  const row = await insertTournament(repo, demoTournamentBody(startAt, courseIds as number[]), now);
  await repo.update(row.id, { publishedAt: now });
  return true;
}

/** Seeds the showcase inside seedDemoData's transaction; returns the names of what this run created. */
export async function seedShowcase(db: Database, playerId: number | undefined, now: Date): Promise<string[]> {
  const created: string[] = [];
  if (playerId !== undefined && (await seedDemoClub(db, playerId, now))) created.push(demoClub.name);
  if (await seedDemoTournament(db, now)) created.push(DEMO_TOURNAMENT_TITLE);
  return created;
}
