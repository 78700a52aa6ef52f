import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FRIEND_SEARCH_MIN, enums } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { useSendRequest, usePlayerSearch } from '../hooks/useFriends';

/** Finds players by display name (at least FRIEND_SEARCH_MIN characters) and asks them to be friends. */
export function PlayerSearch() {
  const { t } = useTranslation();
  const { showError, toast } = useFeedback();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const longEnough = debounced.length >= FRIEND_SEARCH_MIN;
  const { data: players = [], isFetching } = usePlayerSearch(debounced, longEnough);
  const send = useSendRequest();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <TextInput
          label={t('friends.searchLabel')}
          description={t('friends.searchHint', { min: FRIEND_SEARCH_MIN })}
          value={text}
          maxLength={20}
          onChange={(event) => setText(event.currentTarget.value)}
          data-testid="friends-search"
        />
        {longEnough && !isFetching && players.length === 0 && (
          <Text c="dimmed" size="sm" data-testid="friends-search-empty">
            {t('friends.noPlayers')}
          </Text>
        )}
        {longEnough &&
          players.map((player) => (
            <Group key={player.id} justify="space-between" data-testid="friends-search-result">
              <Text>{player.display_name}</Text>
              {player.status === enums.friend_status.accepted ? (
                <Badge color="green">{t('friends.isFriend')}</Badge>
              ) : player.status === enums.friend_status.pending ? (
                <Badge color="gray">
                  {t(player.direction === 'incoming' ? 'friends.asksYou' : 'friends.requested')}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  loading={send.isPending && send.variables === player.id}
                  onClick={() =>
                    send.mutate(player.id, {
                      onSuccess: () =>
                        toast(t('friends.requestSent', { name: player.display_name }), { color: 'green' }),
                      onError: (error) => showError(error),
                    })
                  }
                  data-testid="friends-add"
                >
                  {t('friends.add')}
                </Button>
              )}
            </Group>
          ))}
      </Stack>
    </Card>
  );
}
