import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  defaultRadius: 'md',
});
