import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { useEditContext, useNotify, useTranslate } from 'react-admin';
import type { AdminUser } from '@golf/contracts';
import { RefusalHint } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import { sameRoles, toggleRole } from './account';

export interface ChecklistRow {
  name: string;
  label: string;
  disabled: boolean;
  /** Shown checked whatever is selected (held another way, e.g. an ability through a role). */
  fixed?: boolean;
}

/**
 * A user's set of names (roles, directly granted abilities) as checkboxes with a Save button: saved
 * with `save`, then the user is read again. `messages` prefixes the texts (`_help`, `_save`, `_saved`);
 * `testId` names the list, `-refusal` and `-save`, and `itemTestId` each checkbox (`-{name}`).
 */
export function NameChecklist({
  rows,
  initial,
  save,
  refusal,
  messages,
  testId,
  itemTestId,
}: {
  rows: ChecklistRow[];
  initial: string[];
  save: (selected: string[]) => Promise<unknown>;
  /** Why the server would refuse any change, shown under the list. */
  refusal: string | null;
  messages: string;
  testId: string;
  itemTestId: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { showError, withLoading } = useFeedback();
  const { refetch } = useEditContext<AdminUser>();
  const [selected, setSelected] = useState<string[]>(initial);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      await withLoading(() => save(selected));
      notify(`${messages}_saved`, { type: 'success' });
    } catch (cause) {
      // e.g. granting administrator without being one: the server's message in the error modal.
      showError(cause);
    } finally {
      setPending(false);
      void refetch();
    }
  };

  return (
    <>
      <FormGroup data-testid={testId}>
        {rows.map((row) => (
          <FormControlLabel
            key={row.name}
            label={row.label}
            disabled={row.disabled}
            control={
              <Checkbox
                checked={row.fixed || selected.includes(row.name)}
                onChange={() => setSelected((current) => toggleRole(current, row.name))}
                // The test id goes on the <input> itself (MUI does not type data-* attributes on slots).
                slotProps={{ input: { 'data-testid': `${itemTestId}-${row.name}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{translate(`${messages}_help`)}</FormHelperText>
      <RefusalHint reason={refusal} testId={`${testId}-refusal`} />
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={pending || !!refusal || sameRoles(selected, initial)}
        onClick={() => void submit()}
        data-testid={`${testId}-save`}
      >
        {translate(`${messages}_save`)}
      </Button>
    </>
  );
}
