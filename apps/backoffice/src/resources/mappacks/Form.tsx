import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  Link,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useCanAccess,
  useCreatePath,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MAX_PER_PAGE } from '@golf/contracts';
import type { MetaEntry } from '../../api/economy';
import { useAllChoices } from '../useAllChoices';
import { Section } from '../users/Section';
import { productsSelling } from './products';

type ProductSummary = { id: number; name: string; meta?: MetaEntry[] };

/** The store products that sell this pack (their meta names it), for staff who may see products. */
function SellingProducts() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const pack = useRecordContext<{ id: number }>();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'list' });
  const { data } = useGetList<ProductSummary>(
    'products',
    { pagination: { page: 1, perPage: MAX_PER_PAGE }, filter: { category: 10 } },
    { enabled: !!pack && !!canAccess },
  );
  if (!pack || !canAccess) return null;
  const selling = productsSelling(data ?? [], Number(pack.id));
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

/** Add and edit share this form: title, description and the courses the pack gives. */
export function MappackForm() {
  const courses = useAllChoices('courses', 'title');
  return (
    <SimpleForm>
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
