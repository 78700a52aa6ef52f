import { useState } from 'react';
import { Alert, Button, Checkbox, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enums, MAX_ROUND_MULLIGANS, type EnumName } from '@golf/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnumEntries } from '../../../lib/enums';
import { clientId } from '../../play/hooks/swing-launch';
import {
  CUSTOM_HOLES_DEFAULT,
  DEFAULT_CHOICE,
  holeGroupsOf,
  holesFor,
  holesOfChoice,
  type OfflineChoice,
} from '../local-play';
import { offlineDb, type OfflineKit, type StoredOfflineRound } from '../offline-db';

/** A picker over one enumeration, labelled from the shared catalogue when the server's labels are not here. */
function EnumSelect(props: {
  name: EnumName;
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  only?: readonly number[];
  testId: string;
}) {
  const entries = useEnumEntries(props.name).filter((e) => !props.only || props.only.includes(Number(e.value)));
  return (
    <Select
      label={props.label}
      data={entries.map((e) => ({ value: String(e.value), label: e.label }))}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => value !== null && props.onChange(Number(value))}
      allowDeselect={false}
      data-testid={props.testId}
    />
  );
}

const NO_GIMMES = 'none';

/**
 * Choose a course saved on this device, the tee, the holes and the round's settings, and start. Every
 * setting an offline round can have is here (the server plays the sync by them); what needs other
 * players or the server (wagers, other modes, invites) is not.
 */
export function OfflineStartForm({
  kit,
  userId,
  onStarted,
}: {
  kit: OfflineKit;
  userId: number;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [courseId, setCourseId] = useState<string | null>(kit.courses[0] ? String(kit.courses[0].id) : null);
  const [tee, setTee] = useState<number>(
    kit.settings?.teeing_type ?? user?.player_settings.teeing_type ?? enums.teeing_type.middle,
  );
  const [choice, setChoice] = useState<OfflineChoice>(DEFAULT_CHOICE);
  const [custom, setCustom] = useState<string[] | null>(null);
  const gimmes = useEnumEntries('gimme_distance');
  const course = kit.courses.find((c) => String(c.id) === courseId);
  if (kit.courses.length === 0 || !course)
    return <Alert data-testid="offline-no-courses">{t('offline.noCourses')}</Alert>;

  const set = (patch: Partial<OfflineChoice>) => setChoice((before) => ({ ...before, ...patch }));
  const customHoles = custom ?? holesFor(course, CUSTOM_HOLES_DEFAULT).map(String);
  const holes = holesOfChoice(course, choice.hole_group, customHoles.map(Number));

  const start = async () => {
    const round: StoredOfflineRound = {
      id: clientId(),
      userId,
      title: t('offline.roundTitle'),
      courseId: course.id,
      courseTitle: course.title,
      courseVersion: course.version,
      tee,
      holes,
      choice,
      startedAt: new Date().toISOString(),
      status: 'playing',
      card: [],
    };
    await offlineDb.putRound(round);
    onStarted();
  };

  return (
    <Paper p="md" withBorder maw={640} data-testid="offline-start-form">
      <Stack gap="sm">
        <Select
          label={t('offline.course')}
          data={kit.courses.map((c) => ({ value: String(c.id), label: c.display_name ?? c.title }))}
          value={courseId}
          onChange={(value) => {
            setCourseId(value);
            setCustom(null);
          }}
          allowDeselect={false}
          data-testid="offline-course"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EnumSelect
            name="hole_group"
            label={t('offline.settings.holeGroup')}
            value={choice.hole_group}
            onChange={(hole_group) => set({ hole_group })}
            only={holeGroupsOf(course)}
            testId="offline-hole-group"
          />
          <EnumSelect
            name="teeing_type"
            label={t('offline.settings.tee')}
            value={tee}
            onChange={setTee}
            testId="offline-tee"
          />
        </SimpleGrid>
        {choice.hole_group === enums.hole_group.custom && (
          <MultiSelect
            label={t('offline.settings.holes')}
            data={holesFor(course, 18).map((n) => ({ value: String(n), label: String(n) }))}
            value={customHoles}
            onChange={setCustom}
            data-testid="offline-holes"
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EnumSelect
            name="elevation"
            label={t('offline.settings.elevation')}
            value={choice.elevation}
            onChange={(elevation) => set({ elevation })}
            testId="offline-elevation"
          />
          <EnumSelect
            name="game_condition"
            label={t('offline.settings.gameCondition')}
            value={choice.game_condition}
            onChange={(game_condition) => set({ game_condition })}
            testId="offline-game-condition"
          />
          <EnumSelect
            name="green_stimp"
            label={t('offline.settings.greenStimp')}
            value={choice.green_stimp}
            onChange={(green_stimp) => set({ green_stimp })}
            testId="offline-green-stimp"
          />
          <Select
            label={t('offline.settings.gimmes')}
            data={[
              { value: NO_GIMMES, label: t('offline.settings.noGimmes') },
              ...gimmes.map((e) => ({ value: String(e.value), label: e.label })),
            ]}
            value={choice.gimme_distance === null ? NO_GIMMES : String(choice.gimme_distance)}
            onChange={(value) => value && set({ gimme_distance: value === NO_GIMMES ? null : Number(value) })}
            allowDeselect={false}
            data-testid="offline-gimmes"
          />
          <NumberInput
            label={t('offline.settings.mulligans')}
            min={0}
            max={MAX_ROUND_MULLIGANS}
            value={choice.mulligans}
            onChange={(value) =>
              set({ mulligans: Math.max(0, Math.min(MAX_ROUND_MULLIGANS, Math.trunc(Number(value) || 0))) })
            }
            data-testid="offline-mulligans"
          />
          {choice.gimme_distance !== null && (
            <Checkbox
              mt="lg"
              label={t('offline.settings.gimmeOnSecondPut')}
              checked={choice.gimme_on_second_put}
              onChange={(event) => set({ gimme_on_second_put: event.currentTarget.checked })}
              data-testid="offline-gimme-second-put"
            />
          )}
        </SimpleGrid>
        <Button onClick={() => void start()} disabled={holes.length === 0} data-testid="offline-start">
          {t('offline.start', { count: holes.length })}
        </Button>
      </Stack>
    </Paper>
  );
}
