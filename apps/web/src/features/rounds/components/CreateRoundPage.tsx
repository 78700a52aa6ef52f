import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Input,
} from '@mantine/core';
import { enums } from '@golf/contracts';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnumEntries } from '../../../lib/enums';
import { DevicePicker } from '../../hardware/components/DevicePicker';
import { EnumSelect, enumOptions } from './EnumSelect';
import {
  fieldError,
  fieldErrorsOf,
  formErrorOf,
  mergeFieldErrors,
  type FieldErrors,
} from '../../../lib/forms/field-errors';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useCreateRound, useHardwareDevices, useOwnedCourses } from '../hooks/useRounds';
import { roundPaths } from '../paths';
import {
  MAX_MULLIGANS,
  MAX_TRIES,
  coursesForMode,
  courseName,
  defaultRoundForm,
  gimmeAllowed,
  formFields,
  playerLimits,
  restrictableDevices,
  roundFormProblems,
  toCreateRequest,
  withGameMode,
  type RoundFormValues,
} from '../round-form';
import { HolePicker } from './HolePicker';
import { useKioskActive } from '../../kiosk/kiosk-store';
import { WagerFields } from '../../wagering/components/WagerFields';

/** The server's error keys that belong to one field, so they show under it. */
const keyFields: Record<string, string> = {
  'rounds.title_required': 'title',
  'rounds.hole_required': 'holes',
  'rounds.gimme_distance_not_on_mobile': 'gimme_distance',
  'rounds.course_unavailable': 'course_id',
  'rounds.hardware_required': 'restrict_hardware',
  'rounds.hardware_mismatch': 'restrict_hardware',
  'content.unknown_hardware': 'restrict_hardware',
  'rounds.wager_limit_reached': 'wager_amount',
  'rounds.no_tokens': 'wager_amount',
};
const fields = [
  'title',
  'visibility',
  'game_mode',
  'max_players',
  'elevation',
  'game_condition',
  'gimme_distance',
  'gimme_on_second_put',
  'mulligans',
  'green_stimp',
  'tries',
  'tee',
  'course_id',
  'use_hcp',
  'hole_group',
  'holes',
  'restrict_hardware',
  'local',
  'game_identifier_id',
  'wager_amount',
] as const;

/** A number field's value as typed: out-of-range values stay (the field says so); empty is NaN, shown empty. */
const typed = (next: number | string) => (typeof next === 'number' ? next : Number.NaN);
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

const NO_GIMMES = 'none';

/** Create a round with every setting the API takes; the host then invites players and starts it. */
export function CreateRoundPage() {
  const { t } = useTranslation();
  const { environment, pathFor } = useEnvironment();
  // A kiosk never stakes coins (docs/decisions/0087): the server refuses a wager from its session.
  const kiosk = useKioskActive();
  const navigate = useNavigate();
  const { user } = useAuth();
  const courses = useOwnedCourses();
  const create = useCreateRound();
  const [values, setValues] = useState<RoundFormValues>(() => defaultRoundForm(user?.player_settings.teeing_type));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const visibilities = useEnumEntries('round_visibility');
  const unit = user?.player_settings.unit_type ?? 'metric';
  const gimmeEntries = useEnumEntries('gimme_distance', unit === 'metric' ? 'gimme_distance_metric' : 'gimme_distance');

  const owned = courses.data ?? [];
  const playable = coursesForMode(owned, values.gameMode);
  const courseId = values.courseId ?? playable[0]?.id ?? null;
  const course = owned.find((item) => item.id === courseId);
  const hardware = useHardwareDevices();
  const devices = restrictableDevices(user?.game_identifiers ?? [], hardware.data ?? []);
  const uses = formFields(values.gameMode, environment);
  const limits = playerLimits(values.gameMode);
  const problems = roundFormProblems(values, environment);
  const problemErrors: FieldErrors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, [t(`rounds.form.${problem.key}`, problem.params)]]),
  );
  const errors = mergeFieldErrors(
    mergeFieldErrors(clientErrors, problemErrors),
    fieldErrorsOf(create.error, keyFields),
  );
  const formError = formErrorOf(create.error, fields, keyFields);

  const set = <K extends keyof RoundFormValues>(key: K, value: RoundFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The server's verdict was on the old values: a change hides it until the next try.
    if (create.error) create.reset();
  };

  const submit = () => {
    const current = { ...values, courseId };
    // The fields already say what is wrong; nothing is sent until they are right.
    if (Object.keys(problems).length) return;
    if (current.courseId === null) {
      setClientErrors({ course_id: [t('rounds.form.courseRequired')] });
      return;
    }
    setClientErrors({});
    create.mutate(toCreateRequest(current, environment, devices), {
      onSuccess: (round) => void navigate(pathFor(roundPaths.room(round.id))),
    });
  };

  if (courses.isSuccess && owned.length === 0) {
    return (
      <Stack gap="md" data-testid="round-create">
        <PageTitle>{t('rounds.form.title')}</PageTitle>
        <Alert color="yellow" data-testid="round-no-courses">
          {t('rounds.form.noCourses')}{' '}
          <Anchor component={Link} to={pathFor('store')}>
            {t('rounds.form.toStore')}
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={900} data-testid="round-create">
      <PageTitle>{t('rounds.form.title')}</PageTitle>
      {formError && (
        <Alert color="red" data-testid="round-create-error">
          {formError}
        </Alert>
      )}
      {courses.isError && (
        <Alert color="red" data-testid="round-courses-error">
          {courses.error.message}
        </Alert>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('rounds.form.name')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={fieldError(errors, 'title')}
            data-testid="round-title"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <EnumSelect
              name="game_mode"
              field="game_mode"
              label={t('rounds.form.gameMode')}
              value={values.gameMode}
              onChange={(mode) => setValues((current) => withGameMode(current, mode, owned))}
              error={fieldError(errors, 'game_mode')}
            />
            <Select
              label={t('rounds.form.course')}
              data={playable.map((item) => ({ value: String(item.id), label: courseName(item) }))}
              value={courseId === null ? null : String(courseId)}
              onChange={(next) => set('courseId', next === null ? null : Number(next))}
              allowDeselect={false}
              disabled={courses.isPending}
              placeholder={courses.isPending ? t('rounds.loading') : t('rounds.form.noCourseForMode')}
              error={fieldError(errors, 'course_id')}
              data-testid="round-course"
            />
            <Input.Wrapper label={t('rounds.form.visibility')} error={fieldError(errors, 'visibility')}>
              <SegmentedControl
                fullWidth
                data={enumOptions(visibilities)}
                value={String(values.visibility)}
                onChange={(next) => set('visibility', Number(next))}
                data-testid="round-visibility"
              />
            </Input.Wrapper>
            <NumberInput
              label={t('rounds.form.maxPlayers')}
              min={limits.min}
              max={limits.max}
              allowDecimal={false}
              clampBehavior="none"
              value={shown(values.maxPlayers)}
              onChange={(next) => set('maxPlayers', typed(next))}
              disabled={limits.min === limits.max}
              error={fieldError(errors, 'max_players')}
              data-testid="round-max-players"
            />
            {uses.holes && (
              <EnumSelect
                name="hole_group"
                field="hole_group"
                label={t('rounds.form.holeGroup')}
                value={values.holeGroup}
                onChange={(group) => set('holeGroup', group)}
                error={fieldError(errors, 'hole_group')}
              />
            )}
            {uses.tee && (
              <EnumSelect
                name="teeing_type"
                field="tee"
                label={t('rounds.form.tee')}
                value={values.tee}
                onChange={(tee) => set('tee', tee)}
                error={fieldError(errors, 'tee')}
              />
            )}
          </SimpleGrid>
          {uses.holes && values.holeGroup === enums.hole_group.custom && (
            <HolePicker
              holeCount={course?.hole_count ?? 18}
              value={values.holes}
              onChange={(holes) => set('holes', holes)}
              error={fieldError(errors, 'holes')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <EnumSelect
              name="elevation"
              field="elevation"
              label={t('rounds.form.elevation')}
              value={values.elevation}
              onChange={(elevation) => set('elevation', elevation)}
              error={fieldError(errors, 'elevation')}
            />
            <EnumSelect
              name="game_condition"
              field="game_condition"
              label={t('rounds.form.gameCondition')}
              value={values.gameCondition}
              onChange={(condition) => set('gameCondition', condition)}
              error={fieldError(errors, 'game_condition')}
            />
            <EnumSelect
              name="green_stimp"
              field="green_stimp"
              label={t('rounds.form.greenStimp')}
              value={values.greenStimp}
              onChange={(stimp) => set('greenStimp', stimp)}
              error={fieldError(errors, 'green_stimp')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {uses.gimmeDistance && (
              <Select
                label={t('rounds.form.gimmeDistance')}
                data={[{ value: NO_GIMMES, label: t('rounds.form.noGimmes') }, ...enumOptions(gimmeEntries)]}
                value={values.gimmeDistance === null ? NO_GIMMES : String(values.gimmeDistance)}
                onChange={(next) => set('gimmeDistance', next === null || next === NO_GIMMES ? null : Number(next))}
                allowDeselect={false}
                error={fieldError(errors, 'gimme_distance')}
                data-testid="round-gimme-distance"
              />
            )}
            {uses.mulligans && (
              <NumberInput
                label={t('rounds.form.mulligans')}
                min={0}
                max={MAX_MULLIGANS}
                allowDecimal={false}
                clampBehavior="none"
                value={shown(values.mulligans)}
                onChange={(next) => set('mulligans', typed(next))}
                error={fieldError(errors, 'mulligans')}
                data-testid="round-mulligans"
              />
            )}
            {uses.tries && (
              <NumberInput
                label={t('rounds.form.tries')}
                min={1}
                max={MAX_TRIES}
                allowDecimal={false}
                clampBehavior="none"
                value={shown(values.tries)}
                onChange={(next) => set('tries', typed(next))}
                error={fieldError(errors, 'tries')}
                data-testid="round-tries"
              />
            )}
          </SimpleGrid>
          <Stack gap="xs">
            {uses.gimmeOnSecondPut && (
              <Switch
                label={t('rounds.form.gimmeOnSecondPut')}
                checked={values.gimmeOnSecondPut}
                onChange={(event) => set('gimmeOnSecondPut', event.currentTarget.checked)}
                data-testid="round-gimme-second-putt"
              />
            )}
            {uses.handicap && (
              <Switch
                label={t('rounds.form.useHcp')}
                // Without a Handicap Index the player's net score is their gross one: say so rather than play off 0 silently.
                description={user && user.hcp === null ? t('rounds.form.useHcpNoIndex') : undefined}
                checked={values.useHcp}
                onChange={(event) => set('useHcp', event.currentTarget.checked)}
                data-testid="round-use-hcp"
              />
            )}
            <Switch
              label={t('rounds.form.local')}
              description={t('rounds.form.localHint')}
              checked={values.local}
              onChange={(event) => set('local', event.currentTarget.checked)}
              data-testid="round-local"
            />
          </Stack>
          <DevicePicker
            label={t('rounds.form.restrictHardware')}
            description={devices.length ? t('rounds.form.restrictHardwareHint') : t('rounds.form.noDevices')}
            noneLabel={t('rounds.form.anyDevice')}
            devices={devices}
            value={values.restrictDeviceId}
            onChange={(deviceId) => set('restrictDeviceId', deviceId)}
            error={fieldError(errors, 'restrict_hardware') ?? fieldError(errors, 'game_identifier_id')}
            testId="round-restrict-hardware"
          />
          {!kiosk && values.gameMode !== enums.game_mode.driving_range && (
            <WagerFields
              value={{ amount: values.wagerAmount, tokenType: values.wagerTokenType }}
              onChange={(wager) => {
                setValues((current) => ({ ...current, wagerAmount: wager.amount, wagerTokenType: wager.tokenType }));
                if (create.error) create.reset();
              }}
              error={fieldError(errors, 'wager_amount')}
            />
          )}
          {!gimmeAllowed(environment) && (
            <Text size="sm" c="dimmed">
              {t('rounds.form.gimmeNotOnMobile')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={pathFor(roundPaths.lobby)} variant="default">
              {t('rounds.cancel')}
            </Button>
            <Button type="submit" size="md" loading={create.isPending} data-testid="round-create-submit">
              {t('rounds.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
