import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminClub, ClubPost } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { Section } from '../users/Section';

/** The club's posts, hidden ones too, each with hide or show (PUT admin/clubs/{id}/posts/{postId}/hidden). */
export function Posts() {
  const club = useRecordContext<AdminClub>();
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [posts, setPosts] = useState<ClubPost[] | undefined>();
  const [failed, setFailed] = useState(false);
  const clubId = club?.id;

  const load = useCallback(() => {
    if (clubId === undefined) return;
    provider.getClubPosts(clubId).then(
      ({ data }) => setPosts(data),
      () => setFailed(true),
    );
  }, [provider, clubId]);
  useEffect(load, [load]);

  const toggle = async (post: ClubPost) => {
    const hidden = post.hidden_at === null;
    try {
      await withLoading(() => provider.setClubPostHidden(post.club_id, post.id, hidden));
      notify(hidden ? 'app.clubs.post_hidden' : 'app.clubs.post_shown', { type: 'success' });
      load();
    } catch (error) {
      showError(error);
    }
  };

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
              <Button size="small" onClick={() => void toggle(post)} data-testid={`club-post-toggle-${post.id}`}>
                {translate(post.hidden_at ? 'app.clubs.show' : 'app.clubs.hide')}
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {post.body}
            </Typography>
            {post.comments.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                {translate('app.clubs.comments', { count: post.comments.length })}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
