import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LockIcon from '@mui/icons-material/Lock';

/**
 * react-admin's login page frame (its <Login>: the gradient, the card, the lock), without react-admin,
 * with the language switch in the corner.
 */
export function LoginLayout({ languageSwitch, children }: { languageSwitch: ReactNode; children: ReactNode }) {
  return (
    <>
      <Box sx={{ position: 'fixed', top: 8, right: 8, zIndex: 1 }}>{languageSwitch}</Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          height: '1px',
          alignItems: 'center',
          justifyContent: 'flex-start',
          backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
        }}
      >
        <Card sx={{ minWidth: 300, marginTop: '6em' }}>
          <Box sx={{ margin: '1em', display: 'flex', justifyContent: 'center' }}>
            <Avatar sx={{ bgcolor: 'secondary.500' }}>
              <LockIcon />
            </Avatar>
          </Box>
          {children}
        </Card>
      </Box>
    </>
  );
}
