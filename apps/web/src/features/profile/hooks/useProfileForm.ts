import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserUpdate } from '../../../lib/auth/types';
import { useUpdateMe } from '../../../lib/auth/useUpdateMe';
import { useFeedback } from '../../../lib/feedback';
import { changedFields, hasChanges } from '../../../lib/forms/changed-fields';
import { fieldErrorsOf, formErrorOf, mergeFieldErrors, type FieldErrors } from '../../../lib/forms/field-errors';

interface ProfileFormOptions<T extends object> {
  /** The form's values as they are saved now. */
  initial: T;
  /** The PATCH body for the changed fields. */
  toUpdate: (changes: Partial<T>, values: T) => UserUpdate;
  /** Client-side checks; the form is not sent while there are any. */
  validate?: (values: T) => FieldErrors;
  /** Errors answered with a key and no field, shown on the field they concern. */
  keyFields?: Record<string, string>;
}

/**
 * A profile form: its values, and a save that PATCHes /users/me with only the changed fields,
 * shows the server's field errors next to the fields and says so when it worked.
 */
export function useProfileForm<T extends object>({
  initial,
  toUpdate,
  validate,
  keyFields = {},
}: ProfileFormOptions<T>) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const [values, setValues] = useState<T>(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const update = useUpdateMe();

  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The server's verdict was on the old values: a change hides it until the next save.
    if (update.error) update.reset();
  };

  const save = () => {
    const problems = validate?.(values) ?? {};
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const changes = changedFields(initial, values);
    if (!hasChanges(changes)) {
      // Nothing to send: an old refusal no longer applies to what the form holds.
      update.reset();
      toast(t('profile.noChanges'));
      return;
    }
    update.mutate(toUpdate(changes, values), { onSuccess: () => toast(t('profile.saved'), { color: 'green' }) });
  };

  const errors = mergeFieldErrors(clientErrors, fieldErrorsOf(update.error, keyFields));
  const formError = (fields: readonly string[]) => formErrorOf(update.error, fields, keyFields);

  return { values, set, save, errors, formError, saving: update.isPending };
}
