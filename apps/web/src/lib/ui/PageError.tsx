import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

/**
 * A page whose data could not be loaded: what failed (the title), the server's message and a retry,
 * with any other way out (`children`, e.g. back to the lobby) beside the retry.
 */
export function PageError({
  title,
  message,
  retryLabel,
  onRetry,
  testId,
  children,
}: {
  title: string;
  message: string | undefined;
  retryLabel: string;
  onRetry: () => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Alert color="red" title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </Alert>
  );
}
