import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubComments, clubPosts, users } from '../../db/schema';

export type PostRow = typeof clubPosts.$inferSelect & { displayName: string | null };
export type CommentRow = typeof clubComments.$inferSelect & { displayName: string | null };
export type PostWithComments = PostRow & { comments: CommentRow[] };

const postColumns = {
  id: clubPosts.id,
  clubId: clubPosts.clubId,
  userId: clubPosts.userId,
  body: clubPosts.body,
  isAnnouncement: clubPosts.isAnnouncement,
  isPinned: clubPosts.isPinned,
  pinnedAt: clubPosts.pinnedAt,
  hiddenAt: clubPosts.hiddenAt,
  createdAt: clubPosts.createdAt,
  updatedAt: clubPosts.updatedAt,
  displayName: users.displayName,
};

const commentColumns = {
  id: clubComments.id,
  postId: clubComments.postId,
  userId: clubComments.userId,
  body: clubComments.body,
  hiddenAt: clubComments.hiddenAt,
  createdAt: clubComments.createdAt,
  updatedAt: clubComments.updatedAt,
  displayName: users.displayName,
};

/** The club feed's queries: posts (pinned first, by pinned_at, then newest) and their comments. */
export function createClubFeedRepository(db: Database) {
  async function withComments(posts: PostRow[], includeHidden: boolean): Promise<PostWithComments[]> {
    if (!posts.length) return [];
    const comments = await db
      .select(commentColumns)
      .from(clubComments)
      .leftJoin(users, eq(users.id, clubComments.userId))
      .where(
        and(
          inArray(
            clubComments.postId,
            posts.map((post) => post.id),
          ),
          includeHidden ? undefined : isNull(clubComments.hiddenAt),
        ),
      )
      .orderBy(asc(clubComments.id));
    return posts.map((post) => ({ ...post, comments: comments.filter((c) => c.postId === post.id) }));
  }

  return {
    /** A page of the feed; hidden posts only when `includeHidden` (the back-office). */
    async feed(clubId: number, options: { limit: number; offset: number; includeHidden?: boolean }) {
      const where = and(eq(clubPosts.clubId, clubId), options.includeHidden ? undefined : isNull(clubPosts.hiddenAt));
      const posts = await db
        .select(postColumns)
        .from(clubPosts)
        .leftJoin(users, eq(users.id, clubPosts.userId))
        .where(where)
        .orderBy(sql`${clubPosts.pinnedAt} desc nulls last`, desc(clubPosts.id))
        .limit(options.limit)
        .offset(options.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(clubPosts)
        .where(where);
      return { rows: await withComments(posts, options.includeHidden ?? false), total: count?.n ?? 0 };
    },

    async post(postId: number, includeHidden = false): Promise<PostWithComments | undefined> {
      const [row] = await db
        .select(postColumns)
        .from(clubPosts)
        .leftJoin(users, eq(users.id, clubPosts.userId))
        .where(and(eq(clubPosts.id, postId), includeHidden ? undefined : isNull(clubPosts.hiddenAt)));
      return row ? (await withComments([row], includeHidden))[0] : undefined;
    },

    async insertPost(values: { clubId: number; userId: number; body: string; isAnnouncement: boolean }) {
      const [row] = await db.insert(clubPosts).values(values).returning({ id: clubPosts.id });
      return row!.id;
    },

    async setPinned(postId: number, pinned: boolean, at: Date): Promise<void> {
      await db
        .update(clubPosts)
        .set({ isPinned: pinned, pinnedAt: pinned ? at : null })
        .where(eq(clubPosts.id, postId));
    },

    async setPostHidden(postId: number, hidden: boolean, at: Date): Promise<void> {
      await db
        .update(clubPosts)
        .set({ hiddenAt: hidden ? at : null })
        .where(eq(clubPosts.id, postId));
    },

    async comment(commentId: number) {
      const [row] = await db.select().from(clubComments).where(eq(clubComments.id, commentId));
      return row;
    },

    async insertComment(values: { postId: number; userId: number; body: string }): Promise<number> {
      const [row] = await db.insert(clubComments).values(values).returning({ id: clubComments.id });
      return row!.id;
    },

    async setCommentHidden(commentId: number, hidden: boolean, at: Date): Promise<void> {
      await db
        .update(clubComments)
        .set({ hiddenAt: hidden ? at : null })
        .where(eq(clubComments.id, commentId));
    },
  };
}

export type ClubFeedRepository = ReturnType<typeof createClubFeedRepository>;
