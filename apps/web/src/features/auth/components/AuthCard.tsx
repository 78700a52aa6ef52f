import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { PageTitle } from '../../../lib/ui/PageTitle';

/** The frame of a public auth screen: a titled card of readable width. */
export function AuthCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder shadow="sm" p="xl" maw={460} mx="auto" w="100%" data-testid={testId}>
      <Stack gap="md">
        <PageTitle>{title}</PageTitle>
        {children}
      </Stack>
    </Paper>
  );
}
