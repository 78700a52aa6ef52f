import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';

/** The frame of a public auth screen (the login screens): a titled card of readable width, with the login promotions. */
export function AuthCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder shadow="sm" p="xl" maw={460} mx="auto" w="100%" data-testid={testId}>
      <Stack gap="md">
        <PageTitle>{title}</PageTitle>
        {children}
        <PromotionStrip slot="login" />
      </Stack>
    </Paper>
  );
}
