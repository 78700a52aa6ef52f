import { type ReactNode, Suspense, useEffect } from 'react';
import { Box, Container, type Theme, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { Layout, Loading, useAuthState, useSidebarState, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { RealtimeSession } from '../realtime/RealtimeSession';

/** Pages an anonymous visitor can reach inside the layout (the not-found page) get no menu. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Toolbar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          {translate('app.name')}
        </Typography>
        <LanguageSwitch />
      </Toolbar>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Container>
    </Box>
  );
}

/**
 * Below the md breakpoint (tablets, phones) the menu starts collapsed, whatever was stored from a
 * wider screen, so the page keeps its width for the content; the menu button still opens it.
 */
function CollapseSidebarWhenNarrow() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);
  return null;
}

/** react-admin's layout for logged-in users; the public one otherwise. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) return null;
  if (!authenticated) return <PublicLayout>{children}</PublicLayout>;
  return (
    // minWidth 0 (react-admin's layout is at least as wide as its content): the content column may
    // shrink below its widest table, which then scrolls inside its own container (ResourceList)
    // instead of making the whole page scroll sideways.
    <Layout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <CollapseSidebarWhenNarrow />
      <RealtimeSession />
      {children}
    </Layout>
  );
}
