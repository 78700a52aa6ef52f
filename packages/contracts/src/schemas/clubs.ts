/** Clubs (spec §3 Club, Post, member; docs/clubs.md): the player API and the back-office resource. */
import { z } from 'zod';
import { isImageUrl } from '../images';
import { ECONOMY_AMOUNT_MAX } from '../economy';
import { enumSchema, recordIdBody } from './common';

export const CLUB_NAME_MIN = 3;
export const CLUB_NAME_MAX = 40;
export const CLUB_DESCRIPTION_MAX = 1000;
export const CLUB_POST_MAX = 2000;
export const CLUB_COMMENT_MAX = 1000;

const isoTime = z.string().describe('UTC, ISO 8601');
const required = { message: 'validation.required', abort: true } as const;

const imageSchema = z
  .string()
  .trim()
  .max(500, { abort: true })
  .refine(isImageUrl, { message: 'validation.image_url' })
  .describe('An uploaded image (/files/images/…) or an https address');

/** What an administrator sets (and a creator starts with). */
const clubSettingsFields = {
  visibility: enumSchema('round_visibility')
    .optional()
    .describe('round_visibility: 10 public, 20 private (invite only)'),
  accepting_new_members: z.boolean().optional(),
  accept_without_approval: z.boolean().optional(),
  member_fee: z.number().int().min(0).max(ECONOMY_AMOUNT_MAX).optional().describe('Whole tokens; 0 = free'),
  member_fee_token_type: enumSchema('token_type').optional(),
  description: z.string().trim().max(CLUB_DESCRIPTION_MAX).nullable().optional(),
};

export const clubCreateSchema = z.object({
  name: z.string().trim().min(1, required).min(CLUB_NAME_MIN).max(CLUB_NAME_MAX),
  ...clubSettingsFields,
});
export type ClubCreateRequest = z.input<typeof clubCreateSchema>;

/** GET /clubs/creation-terms: what creating a club costs the caller, and how many more they may create. */
export const clubCreationTermsSchema = z.object({
  cost: z.number().int().min(0).describe('Coins debited on creation (setting club_creation_cost)'),
  active_clubs: z.number().int().min(0).describe('Clubs the caller administers now'),
  max_active_clubs: z.number().int().min(0).describe('How many the caller may administer (max_active_clubs_per_user)'),
});
export type ClubCreationTerms = z.output<typeof clubCreationTermsSchema>;

export const clubSettingsSchema = z.object(clubSettingsFields);
export type ClubSettingsRequest = z.input<typeof clubSettingsSchema>;

/** A club as players see it (the club house). `my_*` describe the caller's own membership. */
export const clubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: z.number().int(),
  accepting_new_members: z.boolean(),
  accept_without_approval: z.boolean(),
  member_fee: z.number().int(),
  member_fee_token_type: z.number().int(),
  badge: z.string().nullable(),
  cover_image: z.string().nullable(),
  cached_club_users_count: z.number().int().describe('Accepted members'),
  created_at: isoTime,
  my_role: z.number().int().nullable().describe('club_role of the caller, null when not a member'),
  my_status: z.number().int().nullable().describe('club_member_status of the caller, null when neither'),
  invited: z.boolean().describe('The caller holds an invite'),
});
export type Club = z.output<typeof clubSchema>;

export const clubMemberSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.number().int().describe('club_role'),
  status: z.number().int().describe('club_member_status'),
  accepted_at: isoTime.nullable(),
  created_at: isoTime,
});
export type ClubMember = z.output<typeof clubMemberSchema>;

export const clubRoleChangeSchema = z.object({ role: enumSchema('club_role') });
export const clubInviteSchema = z.object({
  user_id: recordIdBody.optional(),
  display_name: z.string().trim().max(20).optional(),
});
export type ClubInviteRequest = z.input<typeof clubInviteSchema>;

export const clubCommentSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  user_id: z.number().int().nullable(),
  display_name: z.string().nullable(),
  body: z.string(),
  hidden_at: isoTime.nullable().describe('Back-office only; players never see hidden comments'),
  created_at: isoTime,
});
export type ClubComment = z.output<typeof clubCommentSchema>;

export const clubPostSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  user_id: z.number().int().nullable(),
  display_name: z.string().nullable(),
  body: z.string(),
  is_announcement: z.boolean(),
  is_pinned: z.boolean(),
  pinned_at: isoTime.nullable(),
  hidden_at: isoTime.nullable().describe('Back-office only; players never see hidden posts'),
  comments: z.array(clubCommentSchema),
  created_at: isoTime,
});
export type ClubPost = z.output<typeof clubPostSchema>;

export const clubPostCreateSchema = z.object({
  body: z.string().trim().min(1, required).max(CLUB_POST_MAX),
  is_announcement: z.boolean().optional().describe('Administrators and moderators only'),
});
export type ClubPostCreateRequest = z.input<typeof clubPostCreateSchema>;
export const clubCommentCreateSchema = z.object({ body: z.string().trim().min(1, required).max(CLUB_COMMENT_MAX) });
export const clubPinSchema = z.object({ pinned: z.boolean() });

/** A round shared with the club, not yet started. */
export const clubRoundSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  host_id: z.number().int(),
  host_display_name: z.string().nullable(),
  game_mode: z.number().int(),
  max_players: z.number().int(),
  player_count: z.number().int(),
  created_at: isoTime,
});
export type ClubRound = z.output<typeof clubRoundSchema>;
export const clubRoundShareSchema = z.object({ round_id: recordIdBody });

export const clubsQuerySchema = z.object({
  search: z.string().trim().max(CLUB_NAME_MAX).optional(),
  mine: z.enum(['1', '0']).optional().describe('1: only clubs the caller belongs to or has asked to join'),
});

/** Back-office (manage-clubs): the list and edit screen. No add, no delete. */
export const adminClubSchema = clubSchema.omit({ my_role: true, my_status: true, invited: true }).extend({
  updated_at: isoTime,
});
export type AdminClub = z.output<typeof adminClubSchema>;
export const adminClubPatchSchema = z
  .object({
    name: z.string().trim().min(1, required).min(CLUB_NAME_MIN).max(CLUB_NAME_MAX),
    badge: imageSchema.nullable(),
    cover_image: imageSchema.nullable(),
    ...clubSettingsFields,
  })
  .partial();
export type AdminClubPatch = z.input<typeof adminClubPatchSchema>;
export const adminPostHideSchema = z.object({ hidden: z.boolean() });

/** Real-time: club.post-created / club.post-updated on private-clubs.{id}, and the removal of a post. */
export const clubPostRemovedSchema = z.object({ club_id: z.number().int(), post_id: z.number().int() });
