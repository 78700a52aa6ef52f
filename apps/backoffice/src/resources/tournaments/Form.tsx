import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  maxLength,
  maxValue,
  minValue,
  required,
  useRecordContext,
} from 'react-admin';
import {
  type AdminTournament,
  TOURNAMENT_DIVISION_NAME_MAX,
  TOURNAMENT_DIVISIONS_MAX,
  TOURNAMENT_GROUP_SIZE_MAX,
  TOURNAMENT_MAX_PLAYERS,
  TOURNAMENT_TITLE_MAX,
  enums,
  teeTimeModes,
  tournamentFormats,
} from '@golf/contracts';
import { ImageInput } from '../../components/ImageInput';
import { afterField, inTheFuture } from '../date-times';
import { EnumInput, wrappingInlineRow } from '../shared';
import { Section } from '../users/Section';
import { aboveMinimumHandicap, validatePrizeSum } from './rules';
import { fieldLock, isClosed, statusChoices } from './status';
import { useTournamentOptions } from './useTournamentOptions';

/**
 * A round's or division's field is labelled as the tournament's field of that name: react-admin
 * would look under resources.tournaments.fields.rounds.* and, finding nothing, show the source.
 */
const labelled = (source: string) => ({ source, label: `resources.tournaments.fields.${source}` });

/**
 * Divisions (flights, decision 0098): each a handicap range (min inclusive, max exclusive) or a
 * ball-speed cap in m/s, all of one kind; the server refuses mixed kinds and overlapping ranges.
 */
function DivisionInputs({ disabled = false }: { disabled?: boolean }) {
  return (
    <SimpleFormIterator inline sx={wrappingInlineRow} disabled={disabled} data-testid="tournament-divisions-input">
      <TextInput
        {...labelled('name')}
        disabled={disabled}
        validate={[required(), maxLength(TOURNAMENT_DIVISION_NAME_MAX)]}
      />
      <NumberInput {...labelled('min_handicap')} disabled={disabled} validate={[minValue(-10), maxValue(54)]} />
      <NumberInput
        {...labelled('max_handicap')}
        disabled={disabled}
        validate={[minValue(-10), maxValue(54), aboveMinimumHandicap]}
      />
      <NumberInput
        {...labelled('max_ball_speed')}
        disabled={disabled}
        validate={[minValue(1), maxValue(100)]}
        helperText="app.tournaments.ball_speed_help"
      />
    </SimpleFormIterator>
  );
}

const holeChoices = Array.from({ length: 18 }, (_, i) => ({ id: i + 1, name: String(i + 1) }));
const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ id: value, name: `${prefix}.${value}` }));

/**
 * A round: its course and window, the cut after it, and the round settings every round shares
 * ("Settings mismatch" otherwise). Mulligans are off and the mode is stroke play in every
 * tournament round, so neither is asked.
 */
function RoundInputs({
  courses,
  disabled = false,
}: {
  courses: { id: number; name: string }[] | undefined;
  disabled?: boolean;
}) {
  const d = { disabled };
  return (
    <SimpleFormIterator
      inline
      disableReordering
      disabled={disabled}
      sx={wrappingInlineRow}
      data-testid="tournament-rounds-input"
    >
      <SelectInput
        {...labelled('course_id')}
        {...d}
        choices={courses ?? []}
        isPending={!courses}
        validate={required()}
      />
      <DateTimeInput {...labelled('start_at')} {...d} validate={required()} />
      <DateTimeInput {...labelled('end_at')} {...d} validate={[required(), afterField('start_at')]} />
      <NumberInput
        {...labelled('tournament_cut')}
        {...d}
        step={1}
        validate={minValue(1)}
        helperText="app.tournaments.cut_help"
      />
      <EnumInput {...labelled('tee')} {...d} enumName="teeing_type" defaultValue={enums.teeing_type.middle} />
      <EnumInput {...labelled('hole_group')} {...d} enumName="hole_group" defaultValue={enums.hole_group.all_18} />
      <FormDataConsumer>
        {({ scopedFormData }) =>
          (scopedFormData as { hole_group?: number } | undefined)?.hole_group === enums.hole_group.custom ? (
            <SelectArrayInput {...labelled('holes')} {...d} choices={holeChoices} validate={required()} />
          ) : null
        }
      </FormDataConsumer>
      <EnumInput {...labelled('elevation')} {...d} enumName="elevation" defaultValue={enums.elevation.sea_level} />
      <EnumInput
        {...labelled('game_condition')}
        {...d}
        enumName="game_condition"
        defaultValue={enums.game_condition.normal}
      />
      <EnumInput {...labelled('green_stimp')} {...d} enumName="green_stimp" defaultValue={enums.green_stimp.medium} />
      <EnumInput
        {...labelled('gimme_distance')}
        {...d}
        enumName="gimme_distance"
        emptyText="app.tournaments.no_gimmes"
      />
      <BooleanInput {...labelled('gimme_on_second_put')} {...d} />
      <BooleanInput {...labelled('use_hcp')} {...d} />
    </SimpleFormIterator>
  );
}

/**
 * On edit, the fields the server would refuse now are disabled, each saying why (decision 0074):
 * the terms once published, the schedule and field from the start, everything once cancelled or
 * finished (whose explanation is above the form). Elsewhere a field keeps its own help.
 */
function useFieldLocks(edit: boolean) {
  const tournament = useRecordContext<AdminTournament>();
  // The time the screen was opened: a save after the start is refused by the server, which says why.
  const [now] = useState(Date.now);
  const lockOf = (source: string) => (edit ? fieldLock(tournament, source, now) : null);
  return {
    closed: edit && !!tournament && isClosed(tournament),
    published: edit && !!tournament?.published_at,
    lockOf,
    lock: (source: string, helperText?: string) => {
      const lock = lockOf(source);
      if (!lock) return { helperText };
      return { disabled: true, helperText: lock === 'closed' ? helperText : `app.tournaments.locked.${lock}` };
    },
  };
}

/** Published, a tournament is cancelled rather than deleted (the server refuses): only save. */
function PublishedToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * Add and edit share this form: the event, money (entry fee, prize sum and how it is split),
 * who may enter (handicap limit, hardware devices, divisions), tee times, images, and the rounds. The
 * server checks the spec's rules (prize sum, round order and settings, max rounds, courses,
 * winning logic, changes after the start) and its messages land on the fields or in the modal.
 * A cancelled or finished tournament is shown read-only, without save or delete.
 */
export function TournamentForm({ edit = false }: { edit?: boolean }) {
  const { courses, hardware } = useTournamentOptions();
  const { closed, published, lock, lockOf } = useFieldLocks(edit);
  return (
    <SimpleForm toolbar={closed ? false : published ? <PublishedToolbar /> : undefined}>
      <TextInput source="title" {...lock('title')} validate={[required(), maxLength(TOURNAMENT_TITLE_MAX)]} fullWidth />
      <TextInput
        source="description"
        {...lock('description')}
        multiline
        minRows={3}
        validate={maxLength(5000)}
        fullWidth
      />
      <DateTimeInput
        source="start_at"
        validate={edit ? required() : [required(), inTheFuture]}
        {...lock('start_at', 'app.tournaments.start_help')}
      />
      <DateTimeInput source="end_at" {...lock('end_at')} validate={[required(), afterField('start_at')]} />
      <NumberInput
        source="max_players"
        {...lock('max_players')}
        step={1}
        validate={[required(), minValue(2), maxValue(TOURNAMENT_MAX_PLAYERS)]}
      />
      {edit && <SelectInput source="status" choices={statusChoices} disabled helperText={false} />}
      <Section title="app.tournaments.money" />
      <NumberInput source="entry_fee" {...lock('entry_fee')} step={1} defaultValue={0} validate={minValue(0)} />
      <EnumInput
        source="entry_fee_token_type"
        {...lock('entry_fee_token_type')}
        enumName="token_type"
        defaultValue={enums.token_type.coins}
      />
      <EnumInput source="winning_logic" {...lock('winning_logic')} enumName="winning_logic" validate={required()} />
      <NumberInput
        source="prize_sum"
        step={1}
        validate={validatePrizeSum}
        {...lock('prize_sum', 'app.tournaments.prize_help')}
      />
      {edit && <TextInput source="formatted_prize_sum" disabled helperText={false} />}
      <EnumInput
        source="prize_token_type"
        {...lock('prize_token_type')}
        enumName="token_type"
        defaultValue={enums.token_type.coins}
      />
      <Section title="app.tournaments.who" />
      <NumberInput
        source="handicap_limit"
        validate={[minValue(-10), maxValue(54)]}
        {...lock('handicap_limit', 'app.tournaments.handicap_help')}
      />
      <SelectArrayInput
        source="hardware_device_ids"
        choices={hardware ?? []}
        isPending={!hardware}
        {...lock('hardware_device_ids', 'app.tournaments.hardware_help')}
      />
      <ArrayInput
        source="divisions"
        helperText={lock('divisions', 'app.tournaments.divisions_help').helperText}
        validate={maxLength(TOURNAMENT_DIVISIONS_MAX)}
      >
        <DivisionInputs disabled={lockOf('divisions') !== null} />
      </ArrayInput>
      <Section title="app.tournaments.play" />
      <SelectInput
        source="format"
        {...lock('format')}
        choices={choicesOf(tournamentFormats, 'app.tournaments.formats')}
        defaultValue="stroke_play"
      />
      <SelectInput
        source="tee_time_mode"
        choices={choicesOf(teeTimeModes, 'app.tournaments.tee_time_modes')}
        defaultValue="window"
        {...lock('tee_time_mode', 'app.tournaments.tee_time_help')}
      />
      <NumberInput
        source="tee_interval_minutes"
        {...lock('tee_interval_minutes')}
        step={1}
        defaultValue={10}
        validate={[minValue(1), maxValue(60)]}
      />
      <NumberInput
        source="group_size"
        {...lock('group_size')}
        step={1}
        defaultValue={4}
        validate={[minValue(1), maxValue(TOURNAMENT_GROUP_SIZE_MAX)]}
      />
      <Section title="app.tournaments.images" />
      <ImageInput source="cover_image" {...lock('cover_image')} validate={maxLength(500)} />
      <ImageInput source="image" {...lock('image')} validate={maxLength(500)} />
      <Section title="app.tournaments.rounds" />
      <ArrayInput source="rounds" label={false} helperText={lock('rounds', 'app.tournaments.rounds_help').helperText}>
        <RoundInputs courses={courses} disabled={lockOf('rounds') !== null} />
      </ArrayInput>
    </SimpleForm>
  );
}
