import { Box, Chip, Stack, Typography } from '@mui/material';
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
import { mapPackDeleteRefusal } from './delete-refusal';
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
 * Save, and on the edit screen delete. A pack that products sell or players own cannot be deleted
 * (the server refuses, 4014/4019): the button is disabled with the server's reason beside it.
 */
function MappackToolbar() {
  const translate = useTranslate();
  const pack = useRecordContext<MapPack>();
  const selling = useSellingProducts();
  const onError = useSaveErrorHandler();
  const refusal = pack
    ? mapPackDeleteRefusal(pack, (id) => selling?.find((product) => product.id === id)?.name ?? `#${id}`)
    : null;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {pack && (
        <Stack direction="row" spacing={2} alignItems="center">
          {refusal && (
            <Typography variant="caption" color="text.secondary" data-testid="mappack-delete-refusal">
              {translate(refusal.key, refusal.params)}
            </Typography>
          )}
          <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} disabled={!!refusal} />
        </Stack>
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
