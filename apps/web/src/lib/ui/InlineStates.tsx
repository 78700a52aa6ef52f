import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';

/** Inline loading and error states of a screen part whose query is loading or failed (with a retry). */
export function InlineLoader({ label, testId }: { label: string; testId: string }) {
  return (
    <Center mih={120} data-testid={testId}>
      <Loader aria-label={label} />
    </Center>
  );
}

export function InlineError({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <Alert color="red" data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
