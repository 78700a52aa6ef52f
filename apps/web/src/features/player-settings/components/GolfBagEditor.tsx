import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumEntries } from '../../../lib/enums';
import { canAddClub, GOLF_BAG_MAX, PUTTER, toggleClub } from '../golf-bag';

interface GolfBagEditorProps {
  bag: readonly number[];
  onChange: (bag: number[]) => void;
  /** Client checks and the server's `player_settings.golf_bag` messages. */
  errors: readonly string[];
}

/** The 14 clubs as toggles: at most 14 in the bag, and the putter is required. */
export function GolfBagEditor({ bag, onChange, errors }: GolfBagEditorProps) {
  const { t } = useTranslation();
  const clubs = useEnumEntries('club');
  const full = !canAddClub(bag);

  return (
    <Stack gap="xs" data-testid="golf-bag">
      <Group justify="space-between">
        <Text fw={500}>{t('playerSettings.golfBag')}</Text>
        <Text size="sm" c={full ? 'orange' : 'dimmed'} data-testid="golf-bag-count">
          {t('playerSettings.golfBagCount', { clubs: bag.length, max: GOLF_BAG_MAX })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('playerSettings.golfBagHint', { max: GOLF_BAG_MAX })}
      </Text>
      <Group gap="xs">
        {clubs.map(({ value, label }) => {
          const club = Number(value);
          const inBag = bag.includes(club);
          return (
            <Chip
              key={club}
              checked={inBag}
              onChange={() => onChange(toggleClub(bag, club))}
              disabled={!inBag && full}
              color={club === PUTTER ? 'orange' : undefined}
              wrapperProps={{ 'data-testid': `golf-bag-club-${club}`, 'data-checked': inBag || undefined }}
            >
              {label}
            </Chip>
          );
        })}
      </Group>
      {errors.map((message) => (
        <Text key={message} size="sm" c="red" role="alert" data-testid="golf-bag-error">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
