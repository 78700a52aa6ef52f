import { Button, Group, Select, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IDEAL_TEMPO } from '@golf/golf';
import { useEnums, findEnumLabel } from '../../../lib/enums';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

interface SwingControlsProps {
  clubs: number[];
  club: number | null;
  onClub: (club: number) => void;
  /** 0..1 */
  power: number;
  onPower: (power: number) => void;
  tempo: number;
  onTempo: (tempo: number) => void;
  onSwing: () => void;
  busy: boolean;
  disabled: boolean;
  mulligan: boolean;
  /** Leave the Swing button out (a phone shows it in a bar docked at the bottom of the screen). */
  withoutSwing?: boolean;
}

/** The Swing button (the mulligan's when one is armed). */
export function SwingButton(props: Pick<SwingControlsProps, 'onSwing' | 'busy' | 'disabled' | 'mulligan'>) {
  const { t } = useTranslation();
  return (
    <Button
      size="lg"
      onClick={props.onSwing}
      loading={props.busy}
      disabled={props.disabled}
      color={props.mulligan ? 'orange' : undefined}
      data-testid="swing"
    >
      {props.mulligan ? t('play.swing.swingMulligan') : t('play.swing.swing')}
    </Button>
  );
}

/** The virtual launch monitor's controls: club, power, tempo and the swing. */
export function SwingControls(props: SwingControlsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: enumMap } = useEnums();
  const options = props.clubs.map((club) => ({
    value: String(club),
    label: findEnumLabel(enumMap, 'club', club) ?? t('play.swing.clubFallback', { club }),
  }));
  return (
    <Stack gap="sm" data-testid="swing-controls">
      <Select
        label={t('play.swing.club')}
        data={options}
        value={props.club === null ? null : String(props.club)}
        onChange={(value) => value && props.onClub(Number(value))}
        allowDeselect={false}
        data-testid="club-select"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('play.swing.power', { percent: formatNumber(props.power * 100, locale) })}
        </Text>
        <Slider
          min={1}
          max={100}
          value={Math.round(props.power * 100)}
          onChange={(value) => props.onPower(value / 100)}
          label={(value) => `${value} %`}
          thumbLabel={t('play.swing.powerLabel')}
          data-testid="power-slider"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('play.swing.tempo', { tempo: formatNumber(props.tempo, locale, { digits: 1 }) })}
        </Text>
        <Slider
          min={1}
          max={6}
          step={0.1}
          value={props.tempo}
          onChange={props.onTempo}
          marks={[{ value: IDEAL_TEMPO, label: t('play.swing.idealTempo') }]}
          label={(value) => `${formatNumber(value, locale, { digits: 1 })} : 1`}
          thumbLabel={t('play.swing.tempoLabel')}
          data-testid="tempo-slider"
        />
      </Stack>
      {!props.withoutSwing && (
        <Group grow mt="md">
          <SwingButton
            onSwing={props.onSwing}
            busy={props.busy}
            disabled={props.disabled || props.club === null}
            mulligan={props.mulligan}
          />
        </Group>
      )}
    </Stack>
  );
}
