import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  DeleteButton,
  Link,
  SaveButton,
  SimpleForm,
  Toolbar,
  TextInput,
  maxLength,
  required,
  useCanAccess,
  useCreatePath,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MAX_PER_PAGE, type AdminProduct, type MapPack } from '@golf/contracts';
import { useSaveErrorHandler } from '../shared';
import { useAllChoices } from '../useAllChoices';
import { Section } from '../users/Section';
import { productsSelling } from './products';

/** The store products that sell the edited pack (their meta names it); undefined if unknown or not visible. */
function useSellingProducts(): AdminProduct[] | undefined {
  const pack = useRecordContext<MapPack>();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'list' });
  const { data } = useGetList<AdminProduct>(
    'products',
    { pagination: { page: 1, perPage: MAX_PER_PAGE }, filter: { category: 10 } },
    { enabled: !!pack && !!canAccess },
  );
  if (!pack || !canAccess || !data) return undefined;
  return productsSelling(data, Number(pack.id));
}

/** The store products that sell this pack (their meta names it), for staff who may see products. */
function SellingProducts() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const pack = useRecordContext<MapPack>();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'list' });
  const selling = useSellingProducts() ?? [];
  if (!pack || !canAccess) return null;
  return (
    <Box data-testid="mappack-products">
      <Section title="app.mappacks.products" />
      {selling.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.mappacks.no_products')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {selling.map((product) => (
            <Chip
              key={product.id}
              clickable
              component={Link}
              to={createPath({ resource: 'products', type: 'edit', id: product.id })}
              label={product.name}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * Save, and on the edit screen delete. The delete confirmation warns when store products sell the
 * pack (the server refuses deleting a pack they reference, 409; the error modal shows its message).
 */
function MappackToolbar() {
  const translate = useTranslate();
  const pack = useRecordContext<MapPack>();
  const selling = useSellingProducts();
  const onError = useSaveErrorHandler();
  const warning =
    selling && selling.length > 0
      ? translate('app.mappacks.delete_sold', {
          smart_count: selling.length,
          products: selling.map((product) => product.name).join(', '),
        })
      : null;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {pack && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{ onError }}
          confirmContent={
            <>
              {translate('ra.message.delete_content', {
                name: translate('resources.mappacks.name', { smart_count: 1 }),
              })}
              {warning && (
                <Alert severity="warning" sx={{ mt: 2 }} data-testid="mappack-delete-sold">
                  {warning}
                </Alert>
              )}
            </>
          }
        />
      )}
    </Toolbar>
  );
}

/** Add and edit share this form: title, description and the courses the pack gives. */
export function MappackForm() {
  const courses = useAllChoices('courses', 'title');
  return (
    <SimpleForm toolbar={<MappackToolbar />}>
      <TextInput source="title" validate={[required(), maxLength(120)]} />
      <TextInput
        source="description"
        multiline
        minRows={2}
        validate={maxLength(2000)}
        parse={(v: string) => v || null}
      />
      <AutocompleteArrayInput
        source="course_ids"
        choices={courses ?? []}
        isPending={courses === undefined}
        helperText="app.mappacks.courses_help"
      />
      <SellingProducts />
    </SimpleForm>
  );
}
