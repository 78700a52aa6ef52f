import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ArrayInput,
  Confirm,
  CreateBase,
  EditBase,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  Toolbar,
  maxLength,
  required,
  useDelete,
  useGetList,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAX_PER_PAGE, type Ability, type SubscriptionPlan } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import { useEnumChoices } from '../../enums/EnumsGate';
import { PricesPanel } from '../../resources/prices/PricesPanel';
import { SUBSCRIPTIONS_PATH } from '../../resources/useAllChoices';
import { canChangePlans, otherMeta, planKind, planPayload } from './plans';

/** Whether the signed-in user may add, change and delete plans (others see them read-only). */
function useCanChangePlans(): boolean {
  const { permissions } = usePermissions<Ability[]>();
  return canChangePlans(permissions);
}

/** "New" in the address opens an empty plan form. */
const NEW = 'new';

function KindChips({ plan }: { plan: SubscriptionPlan }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <Chip
        size="small"
        color={planKind(plan) === 'paid' ? 'primary' : 'default'}
        label={translate(`app.subscriptions.kind.${planKind(plan)}`)}
      />
      {plan.is_legacy && <Chip size="small" color="warning" label={translate('app.subscriptions.legacy')} />}
    </Stack>
  );
}

function PlanList({ selected }: { selected: string | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const features = useEnumChoices('feature_type');
  const { data, isPending } = useGetList<SubscriptionPlan>(SUBSCRIPTIONS_PATH, {
    pagination: { page: 1, perPage: MAX_PER_PAGE },
    sort: { field: 'order_column', order: 'ASC' },
  });
  const featureLabel = (value: string) => features.find((choice) => choice.id === value)?.name ?? value;
  const canChange = useCanChangePlans();
  return (
    <Card sx={{ mt: 2 }} data-testid="subscription-plans">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6">{translate('app.subscriptions.plans')}</Typography>
          {canChange && (
            <Button startIcon={<AddIcon />} onClick={() => navigate(`/subscriptions/${NEW}`)} data-testid="plan-add">
              {translate('app.subscriptions.add')}
            </Button>
          )}
        </Stack>
        {!isPending && !data?.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.subscriptions.none')}
          </Typography>
        )}
        {!!data?.length && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.subscriptions.fields.id')}</TableCell>
                <TableCell>{translate('app.subscriptions.fields.name')}</TableCell>
                <TableCell>{translate('app.subscriptions.fields.kind')}</TableCell>
                <TableCell>{translate('app.subscriptions.fields.features')}</TableCell>
                <TableCell>{translate('app.subscriptions.fields.prices')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((plan) => (
                <TableRow
                  key={plan.id}
                  hover
                  selected={String(plan.id) === selected}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/subscriptions/${plan.id}`)}
                  data-testid={`plan-${plan.id}`}
                >
                  <TableCell>{plan.id}</TableCell>
                  <TableCell>{plan.name}</TableCell>
                  <TableCell>
                    <KindChips plan={plan} />
                  </TableCell>
                  <TableCell>{plan.features.map(featureLabel).join(', ')}</TableCell>
                  <TableCell>{plan.prices.map((price) => price.formatted_price).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function PlanFields() {
  const features = useEnumChoices('feature_type');
  return (
    <>
      <TextInput source="name" label="app.subscriptions.fields.name" validate={[required(), maxLength(200)]} />
      <TextInput
        source="description"
        label="app.subscriptions.fields.description"
        multiline
        minRows={2}
        validate={maxLength(5000)}
      />
      <NumberInput source="order_column" label="app.subscriptions.fields.order_column" step={1} />
      <SelectArrayInput
        source="features"
        label="app.subscriptions.fields.features"
        choices={features}
        helperText="app.subscriptions.features_help"
      />
      <ArrayInput source="meta" label="app.subscriptions.fields.meta" helperText="app.subscriptions.meta_help">
        <SimpleFormIterator inline>
          <TextInput
            source="meta_key"
            label="app.subscriptions.fields.meta_key"
            validate={[required(), maxLength(64)]}
          />
          <TextInput source="meta_value" label="app.subscriptions.fields.meta_value" validate={maxLength(2000)} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/**
 * Deletes the saved plan after a confirmation. The server keeps the legacy plan and plans that were
 * ordered or held (409 with the reason, shown in the error modal). Not react-admin's DeleteButton:
 * plans are not a resource of the table, so its access check would hide it (see PlanEditor).
 */
function DeletePlanButton({ plan }: { plan: SubscriptionPlan }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { showError } = useFeedback();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete();
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)} disabled={isPending} data-testid="plan-delete">
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('app.subscriptions.delete_title', { name: plan.name })}
        content={translate('app.subscriptions.delete_content')}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void remove(
            SUBSCRIPTIONS_PATH,
            { id: plan.id, previousData: plan },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                notify('app.subscriptions.deleted', { type: 'info' });
                navigate('/subscriptions');
              },
              onError: (error: unknown) => showError(error),
            },
          );
        }}
      />
    </>
  );
}

/** Save, and for a saved plan other than the legacy one, delete. */
function PlanToolbar() {
  const plan = useRecordContext<SubscriptionPlan>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="plan-save" />
      {plan?.id !== undefined && !plan.is_legacy && <DeletePlanButton plan={plan} />}
    </Toolbar>
  );
}

/** The loaded plan with its feature_unlock entries moved to the feature list; read-only without the permission. */
function PlanForm() {
  const translate = useTranslate();
  const plan = useRecordContext<SubscriptionPlan>();
  const canChange = useCanChangePlans();
  if (!plan) return null;
  return (
    <>
      <KindChips plan={plan} />
      {!canChange && (
        <Typography variant="body2" color="text.secondary" data-testid="plan-read-only">
          {translate('app.subscriptions.read_only')}
        </Typography>
      )}
      <SimpleForm record={{ ...plan, meta: otherMeta(plan.meta) }} toolbar={canChange ? <PlanToolbar /> : false}>
        <Box component="fieldset" disabled={!canChange} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <PlanFields />
        </Box>
      </SimpleForm>
      <CardContent>
        <PricesPanel owner="subscription_id" />
      </CardContent>
    </>
  );
}

const transform = (data: Record<string, unknown>) => planPayload(data as Parameters<typeof planPayload>[0]);

function PlanEditor({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { showError } = useFeedback();
  const creating = id === NEW;
  const canChange = useCanChangePlans();
  if (creating && !canChange) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="subscription-editor">
      <CardContent>
        <Typography variant="h6" data-testid="subscription-id">
          {creating ? translate('app.subscriptions.new') : translate('app.pages.subscriptions.selected', { id })}
        </Typography>
        {creating ? (
          <CreateBase
            resource={SUBSCRIPTIONS_PATH}
            // The page's route guard admits the caller (routes.ts, "subscriptions"); plans are not a
            // resource of the table, so react-admin's own access check would refuse them and log out.
            disableAuthentication
            transform={transform}
            redirect={false}
            mutationOptions={{
              onSuccess: (plan: SubscriptionPlan) => {
                notify('app.subscriptions.saved', { type: 'success' });
                navigate(`/subscriptions/${plan.id}`);
              },
              onError: (error: unknown) => showError(error),
            }}
          >
            <SimpleForm toolbar={<PlanToolbar />} defaultValues={{ features: [], meta: [], order_column: 0 }}>
              <PlanFields />
            </SimpleForm>
          </CreateBase>
        ) : (
          <EditBase
            key={id}
            resource={SUBSCRIPTIONS_PATH}
            disableAuthentication
            id={id}
            mutationMode="pessimistic"
            transform={transform}
            redirect={false}
            mutationOptions={{
              onSuccess: () => notify('app.subscriptions.saved', { type: 'success' }),
              onError: (error: unknown) => showError(error),
            }}
          >
            <PlanForm />
          </EditBase>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Spec route subscriptions (/subscriptions/{id?}, any back-office user): the plans, and the chosen
 * plan's editor. The base plan has no prices; paid plans have prices (added on the price screen);
 * the meta's feature_unlock entries are edited as the list of features the plan unlocks.
 */
export function Subscriptions() {
  const translate = useTranslate();
  const { id } = useParams();
  return (
    <Box data-testid="page-subscriptions">
      <Title title="app.routes.subscriptions" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.routes.subscriptions')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.subscriptions.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: id ? '1fr 1fr' : '1fr' } }}>
        <PlanList selected={id} />
        {id && <PlanEditor id={id} />}
      </Box>
    </Box>
  );
}
