import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLUB_DESCRIPTION_MAX, CLUB_NAME_MAX, enums } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { useWalletBalances } from '../../wallets/hooks/useWallets';
import { useClubCreationTerms, useCreateClub } from '../hooks/useClubs';

/**
 * Creating a club: a name (profanity-checked by the server, which names the word) and a description;
 * the dialog says what it costs, when the player's coins fall short (with the way to the store, as the
 * tournament entry's refusals link their fixes), and when they already administer as many clubs as one may.
 */
export function CreateClubDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const create = useCreateClub();
  const { data: terms } = useClubCreationTerms(opened);
  const atLimit = terms !== undefined && terms.active_clubs >= terms.max_active_clubs;
  const { balances, loaded } = useWalletBalances();
  const coins = balances[enums.token_type.coins] ?? 0;
  const tooFewCoins = terms !== undefined && loaded && coins < terms.cost;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // Not cut at the limit as typed: a pasted name that is too long says so instead of losing its end unseen.
  const nameTooLong = name.length > CLUB_NAME_MAX;
  const errors = fieldErrorsOf(create.error);
  const formError = formErrorOf(create.error, ['name', 'description']);

  const submit = () =>
    create.mutate(
      { name, description: description.trim() || null },
      { onSuccess: (club) => void navigate(pathFor(`clubs/${club.id}`)) },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('clubs.create.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        // A blank name goes to the server, whose "required" shows under the field, not as the browser's bubble.
        noValidate
        data-testid="club-create-form"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="club-create-cost">
            {terms ? t('clubs.create.costAmount', { cost: terms.cost }) : t('clubs.create.cost')}
          </Text>
          {atLimit && (
            <Alert color="yellow" data-testid="club-create-limit">
              {t('clubs.create.limitReached', { count: terms.active_clubs })}
            </Alert>
          )}
          {tooFewCoins && (
            <Alert color="yellow" data-testid="club-create-funds">
              {t('clubs.create.tooFewCoins', { cost: terms.cost, balance: coins })}{' '}
              <Anchor component={Link} to={pathFor(viewPaths.store)} inherit data-testid="club-create-store">
                {t('clubs.create.getCoins')}
              </Anchor>
            </Alert>
          )}
          <TextInput
            label={t('clubs.create.name')}
            value={name}
            required
            onChange={(event) => setName(event.currentTarget.value)}
            description={t('clubs.create.nameLength', { count: name.length, max: CLUB_NAME_MAX })}
            error={nameTooLong ? t('clubs.create.nameTooLong', { max: CLUB_NAME_MAX }) : fieldError(errors, 'name')}
            data-testid="club-create-name"
          />
          <Textarea
            label={t('clubs.create.description')}
            value={description}
            maxLength={CLUB_DESCRIPTION_MAX}
            autosize
            minRows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={fieldError(errors, 'description')}
          />
          {formError && (
            <Alert color="red" data-testid="club-create-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.create.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={atLimit || tooFewCoins || nameTooLong}
              data-testid="club-create-submit"
            >
              {t('clubs.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
