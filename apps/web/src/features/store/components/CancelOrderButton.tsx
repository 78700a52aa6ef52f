import { Button, Stack, Text, type MantineSize } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useCancelOrder } from '../hooks/useStore';

/**
 * Gives up an unpaid order now (freeing what it holds rather than when it expires), with the
 * server's refusal, if any, above the button (test id `{testId}-error`). `refresh`: the queries to
 * read again once it is cancelled (default: the store's).
 */
export function CancelOrderButton({
  orderId,
  label,
  size,
  testId,
  refresh,
}: {
  orderId: number;
  label: string;
  size: 'compact' | 'regular';
  testId: string;
  refresh?: readonly QueryKey[];
}) {
  const cancel = useCancelOrder(refresh);
  const textSize: MantineSize = size === 'compact' ? 'xs' : 'sm';
  return (
    <Stack gap={4} align="flex-start">
      {cancel.error && (
        <Text size={textSize} c="red" role="alert" data-testid={`${testId}-error`}>
          {cancel.error.message}
        </Text>
      )}
      <Button
        size={size === 'compact' ? 'compact-xs' : 'xs'}
        variant="default"
        loading={cancel.isPending}
        onClick={() => cancel.mutate(orderId)}
        data-testid={testId}
      >
        {label}
      </Button>
    </Stack>
  );
}
