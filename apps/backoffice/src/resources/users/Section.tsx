import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A heading inside the user editor. */
export function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}
