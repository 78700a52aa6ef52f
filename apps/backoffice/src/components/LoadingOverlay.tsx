import { Backdrop, CircularProgress, Typography } from '@mui/material';

/** Covers the screen while long work runs, so nobody clicks twice or leaves half-way. */
export function LoadingOverlay({ open, message }: { open: boolean; message?: string }) {
  return (
    <Backdrop
      open={open}
      data-testid="loading-overlay"
      aria-busy={open}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" />
      {message && <Typography>{message}</Typography>}
    </Backdrop>
  );
}
