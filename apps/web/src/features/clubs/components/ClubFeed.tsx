import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLUB_COMMENT_MAX, CLUB_POST_MAX, enums, type Club, type ClubComment, type ClubPost } from '@golf/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { ReportButton } from '../../reports/components/ReportDialog';
import { useClubPosts, useComment, usePin, usePost, useRemoveComment, useRemovePost } from '../hooks/useClubs';

const isModerator = (club: Club) =>
  club.my_status === enums.club_member_status.accepted &&
  (club.my_role === enums.club_role.administrator || club.my_role === enums.club_role.moderator);

/** Writing a post; a refusal (a profane word, named) shows under the text. */
function Composer({ club }: { club: Club }) {
  const { t } = useTranslation();
  const post = usePost(club.id);
  const [body, setBody] = useState('');
  const [announcement, setAnnouncement] = useState(false);
  const errors = fieldErrorsOf(post.error);
  const formError = formErrorOf(post.error, ['body']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        post.mutate(
          { body, is_announcement: announcement || undefined },
          {
            onSuccess: () => {
              setBody('');
              setAnnouncement(false);
            },
          },
        );
      }}
      data-testid="club-composer"
    >
      <Stack gap="xs">
        <Textarea
          placeholder={t('clubs.feed.placeholder')}
          aria-label={t('clubs.feed.placeholder')}
          value={body}
          maxLength={CLUB_POST_MAX}
          autosize
          minRows={2}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={fieldError(errors, 'body')}
          data-testid="club-post-body"
          errorProps={{ 'data-testid': 'club-post-error' }}
        />
        {formError && (
          <Alert color="red" data-testid="club-post-refusal">
            {formError}
          </Alert>
        )}
        <Group justify="space-between">
          {isModerator(club) ? (
            <Checkbox
              label={t('clubs.feed.announcement')}
              checked={announcement}
              onChange={(event) => setAnnouncement(event.currentTarget.checked)}
              data-testid="club-post-announcement"
            />
          ) : (
            <span />
          )}
          <Button type="submit" disabled={!body.trim()} loading={post.isPending} data-testid="club-post-submit">
            {t('clubs.feed.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentBox({ club, post }: { club: Club; post: ClubPost }) {
  const { t } = useTranslation();
  const comment = useComment(club.id);
  const [body, setBody] = useState('');
  const error = fieldError(fieldErrorsOf(comment.error), 'body') ?? formErrorOf(comment.error, ['body']) ?? undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        comment.mutate({ postId: post.id, body }, { onSuccess: () => setBody('') });
      }}
    >
      <Group gap="xs" align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          size="xs"
          placeholder={t('clubs.feed.comment')}
          aria-label={t('clubs.feed.comment')}
          value={body}
          maxLength={CLUB_COMMENT_MAX}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
          data-testid="club-comment-body"
        />
        <Button size="xs" type="submit" disabled={!body.trim()} loading={comment.isPending}>
          {t('clubs.feed.send')}
        </Button>
      </Group>
    </form>
  );
}

/** One comment under a post, with Remove for its author while a member, and for administrators and moderators. */
function CommentRow({ club, post, comment }: { club: Club; post: ClubPost; comment: ClubComment }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { confirm } = useFeedback();
  const remove = useRemoveComment(club.id);
  const member = club.my_status === enums.club_member_status.accepted;
  const mine = comment.user_id === user?.id;
  return (
    <Group gap="xs" pl="md" wrap="nowrap" align="flex-start" data-testid="club-comment-row">
      {/* A long unbroken word wraps instead of pushing the buttons off a phone's screen. */}
      <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="club-comment">
        <b>{comment.display_name ?? '—'}</b> {comment.body}
      </Text>
      <Group gap={4} wrap="nowrap">
        {/* As on posts: a former member's Remove on their own comment would be refused. */}
        {(isModerator(club) || (member && mine)) && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={t('clubs.feed.removeComment')}
            loading={remove.isPending}
            onClick={() =>
              void confirm({
                title: t('clubs.feed.removeComment'),
                message: t('clubs.feed.removeCommentConfirm'),
                danger: true,
              }).then((yes) => yes && remove.mutate({ postId: post.id, commentId: comment.id }))
            }
            data-testid="club-comment-remove"
          >
            {t('clubs.feed.remove')}
          </Button>
        )}
        {!mine && <ReportButton entityType="comment" entityId={comment.id} />}
      </Group>
    </Group>
  );
}

function PostCard({ club, post }: { club: Club; post: ClubPost }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useAuth();
  const { confirm } = useFeedback();
  const pin = usePin(club.id);
  const remove = useRemovePost(club.id);
  const moderator = isModerator(club);
  const member = club.my_status === enums.club_member_status.accepted;
  return (
    <Card withBorder padding="sm" data-testid="club-post">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {post.display_name ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(post.created_at, locale)}
          </Text>
          {post.is_announcement && <Badge color="orange">{t('clubs.feed.announcementBadge')}</Badge>}
          {post.pinned_at && <Badge data-testid="club-post-pinned">{t('clubs.feed.pinned')}</Badge>}
          <Group gap={4} ml="auto">
            {moderator && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => pin.mutate({ postId: post.id, pinned: !post.pinned_at })}
              >
                {t(post.pinned_at ? 'clubs.feed.unpin' : 'clubs.feed.pin')}
              </Button>
            )}
            {/* Only members remove posts, their own too: a former member's Remove would be refused. */}
            {(moderator || (member && post.user_id === user?.id)) && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  void confirm({
                    title: t('clubs.feed.remove'),
                    message: t('clubs.feed.removeConfirm'),
                    danger: true,
                  }).then((yes) => yes && remove.mutate(post.id))
                }
              >
                {t('clubs.feed.remove')}
              </Button>
            )}
            {post.user_id !== user?.id && <ReportButton entityType="post" entityId={post.id} />}
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="club-post-text">
          {post.body}
        </Text>
        {post.comments.map((comment) => (
          <CommentRow key={comment.id} club={club} post={post} comment={comment} />
        ))}
        {member && <CommentBox club={club} post={post} />}
      </Stack>
    </Card>
  );
}

/** The club feed: pinned posts first, live for members (private-clubs.{id}). */
export function ClubFeed({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { posts, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useClubPosts(
    club.id,
    true,
  );
  const member = club.my_status === enums.club_member_status.accepted;
  return (
    <Stack gap="md" data-testid="club-feed">
      {member && <Composer club={club} />}
      {member && (
        <Text size="xs" c="dimmed">
          {t('clubs.feed.live')}
        </Text>
      )}
      {isPending && <InlineLoader label={t('clubs.loading')} testId="club-feed-loading" />}
      {isError && (
        <InlineError
          message={error.message}
          retryLabel={t('clubs.retry')}
          onRetry={() => void refetch()}
          testId="club-feed-error"
        />
      )}
      {posts?.length === 0 && (
        <Text c="dimmed" data-testid="club-feed-empty">
          {t('clubs.feed.empty')}
        </Text>
      )}
      {posts?.map((post) => (
        <PostCard key={post.id} club={club} post={post} />
      ))}
      {hasNextPage && (
        <Button
          variant="subtle"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          data-testid="club-feed-more"
        >
          {t('clubs.feed.more')}
        </Button>
      )}
    </Stack>
  );
}
