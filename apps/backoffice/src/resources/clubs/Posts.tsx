import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminClub, ClubComment, ClubPost } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { Section } from '../users/Section';

/**
 * The club's posts, hidden ones too, a page at a time, each post and each comment with hide or show
 * (PUT admin/clubs/{id}/posts/{postId}/hidden and …/comments/{commentId}/hidden).
 */
export function Posts() {
  const club = useRecordContext<AdminClub>();
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [posts, setPosts] = useState<ClubPost[] | undefined>();
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(1);
  const [failed, setFailed] = useState(false);
  const clubId = club?.id;

  // Every page read so far, again, so a post that moved (pinned, shown) is not listed twice.
  const load = useCallback(() => {
    if (clubId === undefined) return;
    const reads = Array.from({ length: pages }, (_, index) => provider.getClubPosts(clubId, index + 1));
    Promise.all(reads).then(
      (replies) => {
        const unique = new Map<number, ClubPost>();
        for (const post of replies.flatMap(({ data }) => data)) if (!unique.has(post.id)) unique.set(post.id, post);
        setPosts([...unique.values()]);
        setTotal(replies[0]?.total ?? 0);
      },
      () => setFailed(true),
    );
  }, [provider, clubId, pages]);
  useEffect(load, [load]);

  const moderate = async (change: () => Promise<unknown>, message: string) => {
    try {
      await withLoading(change);
      notify(message, { type: 'success' });
      load();
    } catch (error) {
      showError(error);
    }
  };
  const togglePost = (post: ClubPost) =>
    moderate(
      () => provider.setClubPostHidden(post.club_id, post.id, post.hidden_at === null),
      post.hidden_at === null ? 'app.clubs.post_hidden' : 'app.clubs.post_shown',
    );
  const toggleComment = (post: ClubPost, comment: ClubComment) =>
    moderate(
      () => provider.setClubCommentHidden(post.club_id, post.id, comment.id, comment.hidden_at === null),
      comment.hidden_at === null ? 'app.clubs.comment_hidden' : 'app.clubs.comment_shown',
    );

  return (
    <Box sx={{ width: '100%' }} data-testid="club-posts">
      <Section title="app.clubs.posts" />
      {failed && <Alert severity="error">{translate('app.errors.network')}</Alert>}
      {!posts && !failed && <CircularProgress size={24} />}
      {posts?.length === 0 && <Typography color="text.secondary">{translate('app.clubs.no_posts')}</Typography>}
      <Stack spacing={1}>
        {posts?.map((post) => (
          <Box
            key={post.id}
            data-testid={`club-post-${post.id}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, opacity: post.hidden_at ? 0.6 : 1 }}
          >
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
              <Typography variant="subtitle2">{post.display_name ?? '—'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {new Date(post.created_at).toLocaleString()}
              </Typography>
              {post.is_announcement && <Chip size="small" label={translate('app.clubs.announcement')} />}
              {post.is_pinned && <Chip size="small" label={translate('app.clubs.pinned')} />}
              {post.hidden_at && <Chip size="small" color="warning" label={translate('app.clubs.hidden')} />}
              <Box sx={{ flex: 1 }} />
              <Button size="small" onClick={() => void togglePost(post)} data-testid={`club-post-toggle-${post.id}`}>
                {translate(post.hidden_at ? 'app.clubs.show' : 'app.clubs.hide')}
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {post.body}
            </Typography>
            {post.comments.length > 0 && (
              <Stack spacing={0.5} sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.clubs.comments', { count: post.comments.length })}
                </Typography>
                {post.comments.map((comment) => (
                  <Stack
                    key={comment.id}
                    direction="row"
                    spacing={1}
                    alignItems="baseline"
                    data-testid={`club-comment-${comment.id}`}
                    sx={{ opacity: comment.hidden_at ? 0.6 : 1 }}
                  >
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>
                      {comment.display_name ?? '—'}
                    </Typography>
                    <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap' }}>
                      {comment.body}
                    </Typography>
                    {comment.hidden_at && <Chip size="small" color="warning" label={translate('app.clubs.hidden')} />}
                    <Button
                      size="small"
                      onClick={() => void toggleComment(post, comment)}
                      data-testid={`club-comment-toggle-${comment.id}`}
                    >
                      {translate(comment.hidden_at ? 'app.clubs.show' : 'app.clubs.hide')}
                    </Button>
                  </Stack>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {posts && posts.length < total && (
        <Button sx={{ mt: 1 }} onClick={() => setPages((count) => count + 1)} data-testid="club-posts-more">
          {translate('app.clubs.more_posts')}
        </Button>
      )}
    </Box>
  );
}
