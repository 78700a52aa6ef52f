import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { UserCourse, UserCourses } from '@golf/contracts';
import { RefusalHint, useStaffRefusal } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useAllChoices } from '../../resources/useAllChoices';
import { PageCard } from '../PageCard';
import {
  type AllocationFilter,
  allocationAction,
  revokeRemovesAccess,
  sourceCounts,
  sourceKey,
  visibleCourses,
} from './allocation';
import { type PickedUser, UserPicker } from './UserPicker';

const SOURCE_COLORS = { default: 'default', map_pack: 'info', granted: 'success', none: 'warning' } as const;

function SourceChip({ course }: { course: UserCourse }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={course.source ? 'filled' : 'outlined'}
      color={SOURCE_COLORS[course.source ?? 'none']}
      label={translate(sourceKey(course.source))}
      data-testid={`allocation-source-${course.source ?? 'none'}`}
    />
  );
}

/** The user's map packs: remove one, or give one (as a purchase would). */
function MapPacks({
  allocation,
  refused,
  onGrant,
  onRevoke,
}: {
  allocation: UserCourses;
  /** The server would refuse every change (the page says why): nothing can be given or taken. */
  refused: boolean;
  onGrant: (id: number) => void;
  onRevoke: (id: number, title: string) => void;
}) {
  const translate = useTranslate();
  const packs = useAllChoices('mappacks', 'title');
  const [pick, setPick] = useState<number | ''>('');
  const owned = new Set(allocation.map_pack_ids);
  const titleOf = (id: number) => packs?.find((pack) => pack.id === id)?.name ?? `#${id}`;
  return (
    <Box data-testid="allocation-map-packs" sx={{ my: 2 }}>
      <Typography variant="h6">{translate('app.allocation.map_packs')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
        {allocation.map_pack_ids.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.allocation.no_map_packs')}
          </Typography>
        )}
        {allocation.map_pack_ids.map((id) => (
          <Chip key={id} label={titleOf(id)} onDelete={refused ? undefined : () => onRevoke(id, titleOf(id))} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="allocation-pack-label">{translate('app.allocation.add_map_pack')}</InputLabel>
          <Select
            labelId="allocation-pack-label"
            label={translate('app.allocation.add_map_pack')}
            value={pick}
            disabled={refused}
            onChange={(event) => setPick(String(event.target.value) === '' ? '' : Number(event.target.value))}
          >
            {(packs ?? [])
              .filter((pack) => !owned.has(pack.id))
              .map((pack) => (
                <MenuItem key={pack.id} value={pack.id}>
                  {pack.name}
                </MenuItem>
              ))}
          </Select>
        </FormControl>
        <Button
          startIcon={<AddIcon />}
          disabled={refused || pick === ''}
          onClick={() => {
            if (pick !== '') onGrant(pick);
            setPick('');
          }}
        >
          {translate('app.allocation.give')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Course allocation (spec: allocate-courses, manage-courses): pick a user, see every course and
 * where the user has it from (default, map pack, granted, or not at all), grant or take back single
 * courses, and give or take map packs. The chosen user is kept in the address (?user=<id>).
 */
export function CourseAllocation() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { confirm, showError, withLoading } = useFeedback();
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user')) || null;
  const [user, setUser] = useState<PickedUser | null>(userId ? { id: userId, display_name: `#${userId}` } : null);
  const [loaded, setAllocation] = useState<{ userId: number; data: UserCourses } | null>(null);
  // What was loaded for another user (before a switch) is not shown.
  const allocation = loaded && loaded.userId === userId ? loaded.data : null;
  const [loadError, setLoadError] = useState<unknown>(null);
  const [filter, setFilter] = useState<AllocationFilter>('all');
  const [search, setSearch] = useState('');

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    provider.getUserCourses(userId).then(
      ({ data }) => {
        if (!live) return;
        setAllocation({ userId, data });
        setLoadError(null);
      },
      (error: unknown) => {
        if (!live) return;
        setAllocation(null);
        setLoadError(error ?? new Error('app.errors.network'));
      },
    );
    return () => {
      live = false;
    };
  }, [provider, userId, version]);

  const pickUser = (picked: PickedUser | null) => {
    setUser(picked);
    setParams(picked ? { user: String(picked.id) } : {}, { replace: true });
  };

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await withLoading(work);
      notify(done, { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      load();
    }
  };

  const toggle = async (course: UserCourse) => {
    if (!userId) return;
    if (allocationAction(course) === 'grant') {
      await run(() => provider.grantCourse(userId, course.id), 'app.allocation.granted_done');
      return;
    }
    const confirmed = await confirm({
      title: translate('app.allocation.revoke_title', { course: course.title }),
      message: revokeRemovesAccess(course) ? 'app.allocation.revoke_loses' : 'app.allocation.revoke_keeps',
      confirmLabel: 'app.allocation.revoke',
    });
    if (confirmed) await run(() => provider.revokeCourse(userId, course.id), 'app.allocation.revoked_done');
  };

  const revokePack = async (id: number, title: string) => {
    if (!userId) return;
    const confirmed = await confirm({
      title: translate('app.allocation.revoke_pack_title', { pack: title }),
      message: 'app.allocation.revoke_pack_message',
      confirmLabel: 'app.allocation.revoke',
    });
    if (confirmed) await run(() => provider.revokeMapPack(userId, id), 'app.allocation.pack_revoked');
  };

  // As on the user's page: a system account, one's own account and, for staff who are not administrators, an
  // administrator's are refused, so its changes are disabled with why.
  const refusal = useStaffRefusal(
    'economy',
    allocation && userId
      ? { id: userId, system_account: allocation.system_account, administrator: allocation.administrator }
      : undefined,
  );
  const counts = allocation ? sourceCounts(allocation.courses) : null;
  const rows = allocation ? visibleCourses(allocation.courses, filter, search) : [];

  return (
    <PageCard testId="page-allocate-courses" title="app.routes.allocate-courses" body="app.allocation.intro">
      <Box sx={{ mt: 2 }}>
        <UserPicker value={user} onChange={pickUser} />
      </Box>
      {loadError != null && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="allocation-error">
          {translate('app.allocation.load_failed')}
        </Alert>
      )}
      {allocation && counts && userId && (
        <>
          <Box sx={{ mt: 2 }}>
            <RefusalHint reason={refusal} testId="allocation-refusal" />
          </Box>
          <MapPacks
            allocation={allocation}
            refused={!!refusal}
            onGrant={(id) => void run(() => provider.grantMapPack(userId, id), 'app.allocation.pack_given')}
            onRevoke={(id, title) => void revokePack(id, title)}
          />
          <Typography variant="h6">{translate('app.allocation.courses')}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="allocation-counts">
            {translate('app.allocation.counts', counts)}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={filter}
              onChange={(_event, value: AllocationFilter | null) => value && setFilter(value)}
            >
              {(['all', 'owned', 'missing'] as const).map((value) => (
                <ToggleButton key={value} value={value}>
                  {translate(`app.allocation.filter.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              size="small"
              label={translate('app.allocation.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Stack>
          <Table size="small" data-testid="allocation-courses">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.courses.fields.id')}</TableCell>
                <TableCell>{translate('resources.courses.fields.title')}</TableCell>
                <TableCell>{translate('resources.courses.fields.category')}</TableCell>
                <TableCell>{translate('app.allocation.source_label')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((course) => (
                <TableRow key={course.id} data-testid={`allocation-course-${course.id}`}>
                  <TableCell>{course.id}</TableCell>
                  <TableCell>
                    {course.title}
                    {course.display_name && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate('app.allocation.display_name', { name: course.display_name })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{course.category}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <SourceChip course={course} />
                      {course.granted && course.source !== 'granted' && (
                        <Chip size="small" variant="outlined" label={translate('app.allocation.also_granted')} />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    {allocationAction(course) === 'grant' ? (
                      <Button
                        size="small"
                        startIcon={<AddIcon />}
                        disabled={!!refusal}
                        onClick={() => void toggle(course)}
                        data-testid="allocation-grant"
                      >
                        {translate('app.allocation.grant')}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        startIcon={<RemoveIcon />}
                        disabled={!!refusal}
                        onClick={() => void toggle(course)}
                        data-testid="allocation-revoke"
                      >
                        {translate('app.allocation.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </PageCard>
  );
}
