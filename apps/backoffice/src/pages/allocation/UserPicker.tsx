import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useCanAccess, useGetList, useGetOne, useTranslate } from 'react-admin';
import type { AdminUser, AdminUserSummary } from '@golf/contracts';

/** A user from the users list, or known only by the id typed in (no e-mail yet). */
export type PickedUser = Pick<AdminUserSummary, 'id' | 'display_name'> & Partial<Pick<AdminUserSummary, 'email'>>;

/** Search text shorter than this is not sent (the API's minimum search length). */
const SEARCH_MIN = 2;

function useDebounced(value: string, delay = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** A user known only by id (from ?user= or a typed id) until the API has answered. */
const idOnly = (user: PickedUser | null) => !!user && !user.email && user.display_name === `#${user.id}`;

const label = (user: PickedUser | string) => {
  if (typeof user === 'string') return user;
  // An id alone shows once, not as "#2 (#2)".
  if (idOnly(user)) return user.display_name;
  return `${user.display_name}${user.email ? ` <${user.email}>` : ''} (#${user.id})`;
};

/**
 * Picks a user by name or e-mail (for staff who may list users), or by typing a user id and
 * pressing Enter (for everyone).
 */
export function UserPicker({
  value,
  onChange,
}: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const { canAccess } = useCanAccess({ resource: 'users', action: 'list' });
  const searching = !!canAccess && search.length >= SEARCH_MIN && !/^\d+$/.test(search);
  const { data, isFetching } = useGetList<AdminUserSummary>(
    'users',
    { pagination: { page: 1, perPage: 20 }, filter: { q: search } },
    { enabled: searching },
  );
  // A user given by id alone is shown by name and e-mail once loaded (staff who may read users).
  const { data: loaded } = useGetOne<AdminUser>(
    'users',
    { id: value?.id ?? 0 },
    { enabled: !!canAccess && idOnly(value) },
  );
  const shown = loaded && value && loaded.id === value.id && idOnly(value) ? loaded : value;
  return (
    <Autocomplete<PickedUser, false, false, true>
      freeSolo
      value={shown}
      options={searching ? (data ?? []) : []}
      loading={searching && isFetching}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked) => {
        if (picked === null) onChange(null);
        else if (typeof picked === 'string') {
          const id = Number(picked.trim().replace(/^#/, ''));
          if (Number.isInteger(id) && id > 0) onChange({ id, display_name: `#${id}` });
        } else onChange(picked);
      }}
      sx={{ maxWidth: 520 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.allocation.user')}
          helperText={translate(canAccess ? 'app.allocation.user_help' : 'app.allocation.user_id_help')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'allocation-user' } }}
        />
      )}
    />
  );
}
