import { useState } from 'react';
import { Alert, Button, Divider, Group, Input, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import type { EnumName } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import type { PlayerSettings, User } from '../../../lib/auth/types';
import { useUpdateMe } from '../../../lib/auth/useUpdateMe';
import { useEnumEntries, type EnumEntry } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { changedFields, hasChanges } from '../../../lib/forms/changed-fields';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { golfBagProblems, normaliseBag } from '../golf-bag';
import { distanceInUnit, ironDistanceLabelSet } from '../units';
import { GolfBagEditor } from './GolfBagEditor';

type NumericSetting = 'ball_type' | 'club_set' | 'teeing_type' | 'shot_shape';
const numericSettings: readonly NumericSetting[] = ['ball_type', 'club_set', 'teeing_type', 'shot_shape'];
const settingKeys: readonly (keyof PlayerSettings)[] = [
  'hand',
  'unit_type',
  '7_iron_distance',
  'golf_bag',
  ...numericSettings,
];
const errorField = (key: string) => `player_settings.${key}`;

/**
 * A segmented control keeps each option on one line and cuts a long one short ("Metriska enh…" on a
 * phone, in Swedish); the options wrap instead, each label filling its half so the indicator matches.
 */
const wrappingSegments = {
  label: {
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1.3,
  },
} as const;

const numericOptions = (entries: EnumEntry[]) =>
  entries
    .filter((entry) => typeof entry.value === 'number')
    .map((entry) => ({ value: Number(entry.value), label: entry.label }));

function NumericEnumSelect({
  name,
  value,
  onChange,
  error,
}: {
  name: NumericSetting & EnumName;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const entries = useEnumEntries(name);
  return (
    <Select
      label={t(`playerSettings.fields.${name}`)}
      data={numericOptions(entries)}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      allowDeselect={false}
      error={error}
      data-testid={`player-settings-${name.replaceAll('_', '-')}`}
    />
  );
}

function PlayerSettingsForm({ settings }: { settings: PlayerSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useFeedback();
  const initial: PlayerSettings = { ...settings, golf_bag: normaliseBag(settings.golf_bag) };
  const [values, setValues] = useState<PlayerSettings>(initial);
  const update = useUpdateMe();
  const hands = useEnumEntries('hand');
  const units = useEnumEntries('unit_type');
  const ironDistances = numericOptions(useEnumEntries('iron_distance', ironDistanceLabelSet(values.unit_type)));
  const carry = values['7_iron_distance'];
  if (!ironDistances.some((option) => option.value === carry)) {
    const distance = formatNumber(distanceInUnit(carry, values.unit_type), locale);
    const label =
      values.unit_type === 'metric' ? t('units.metres', { value: distance }) : t('units.yards', { value: distance });
    ironDistances.unshift({ value: carry, label });
  }

  const set = <K extends keyof PlayerSettings>(key: K, value: PlayerSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const serverErrors = fieldErrorsOf(update.error);
  const bagProblems = golfBagProblems(values.golf_bag, locale);
  const bagErrors = bagProblems.length > 0 ? bagProblems : (serverErrors[errorField('golf_bag')] ?? []);
  const formError = formErrorOf(update.error, settingKeys.map(errorField));

  const save = () => {
    const changes = changedFields(initial, values);
    if (!hasChanges(changes)) {
      toast(t('profile.noChanges'));
      return;
    }
    update.mutate({ player_settings: changes }, { onSuccess: () => toast(t('profile.saved'), { color: 'green' }) });
  };

  return (
    <Stack gap="md" data-testid="player-settings-form">
      {formError && (
        <Alert color="red" data-testid="player-settings-error">
          {formError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Input.Wrapper label={t('playerSettings.fields.hand')} error={fieldError(serverErrors, errorField('hand'))}>
          <SegmentedControl
            fullWidth
            styles={wrappingSegments}
            data={hands.map((entry) => ({ value: String(entry.value), label: entry.label }))}
            value={values.hand}
            onChange={(hand) => {
              if (hand === 'L' || hand === 'R') set('hand', hand);
            }}
            data-testid="player-settings-hand"
          />
        </Input.Wrapper>
        <Input.Wrapper
          label={t('playerSettings.fields.unit_type')}
          error={fieldError(serverErrors, errorField('unit_type'))}
        >
          <SegmentedControl
            fullWidth
            styles={wrappingSegments}
            data={units.map((entry) => ({ value: String(entry.value), label: entry.label }))}
            value={values.unit_type}
            onChange={(unit) => {
              if (unit === 'metric' || unit === 'imperial') set('unit_type', unit);
            }}
            data-testid="player-settings-unit-type"
          />
        </Input.Wrapper>
        <Select
          label={t('playerSettings.fields.7_iron_distance')}
          description={t('playerSettings.ironDistanceHint')}
          data={ironDistances}
          value={carry}
          onChange={(next) => {
            if (next !== null) set('7_iron_distance', next);
          }}
          allowDeselect={false}
          error={fieldError(serverErrors, errorField('7_iron_distance'))}
          data-testid="player-settings-7-iron-distance"
        />
        {numericSettings.map((name) => (
          <NumericEnumSelect
            key={name}
            name={name}
            value={values[name]}
            onChange={(value) => set(name, value)}
            error={fieldError(serverErrors, errorField(name))}
          />
        ))}
      </SimpleGrid>
      <Divider />
      <GolfBagEditor bag={values.golf_bag} onChange={(bag) => set('golf_bag', bag)} errors={bagErrors} />
      <Group justify="flex-end">
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={bagProblems.length > 0}
          data-testid="player-settings-save"
        >
          {t('profile.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Profile → game: the player settings and the golf bag. */
export function GameSection({ user }: { user: User }) {
  return <PlayerSettingsForm key={user.updated_at} settings={user.player_settings} />;
}
