import { type ReactNode, Suspense } from 'react';
import { Box, Container, Toolbar, Typography } from '@mui/material';
import { Layout, Loading, useAuthState, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

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

/** react-admin's layout for logged-in users; the public one otherwise. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) return null;
  if (!authenticated) return <PublicLayout>{children}</PublicLayout>;
  return (
    <Layout appBar={AppBar} menu={Menu}>
      {children}
    </Layout>
  );
}
