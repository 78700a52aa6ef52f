import { Button, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toggleHole } from '../round-form';

/** The custom hole list (hole group 99): tap holes in the order they are to be played. */
export function HolePicker({
  holeCount,
  value,
  onChange,
  error,
}: {
  holeCount: number;
  value: number[];
  onChange: (holes: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const holes = Array.from({ length: holeCount }, (_, index) => index + 1);
  return (
    <Input.Wrapper label={t('rounds.form.customHoles')} description={t('rounds.form.customHolesHint')} error={error}>
      <Group gap={6} mt={6} data-testid="hole-picker">
        {holes.map((hole) => {
          const position = value.indexOf(hole);
          return (
            <Button
              key={hole}
              size="compact-md"
              w={56}
              variant={position >= 0 ? 'filled' : 'default'}
              onClick={() => onChange(toggleHole(value, hole))}
              aria-pressed={position >= 0}
              aria-label={t('rounds.form.holeNumber', { hole })}
              data-testid={`hole-${hole}`}
            >
              {hole}
              {position >= 0 && (
                <Text span size="xs" ml={4} c="yellow.3">
                  {position + 1}
                </Text>
              )}
            </Button>
          );
        })}
      </Group>
      <Text size="sm" c="dimmed" mt={4} data-testid="hole-order">
        {value.length ? t('rounds.form.playingOrder', { holes: value.join(' → ') }) : t('rounds.form.noHoles')}
      </Text>
    </Input.Wrapper>
  );
}
