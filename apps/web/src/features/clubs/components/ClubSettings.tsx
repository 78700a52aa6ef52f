import { useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLUB_DESCRIPTION_MAX, ECONOMY_AMOUNT_MAX, type Club } from '@golf/contracts';
import { useEnumEntries } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { useUpdateClub, useUploadClubImage } from '../hooks/useClubs';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** Badge or cover: upload a file (the server checks it) or remove it. */
function ImageField({ club, kind }: { club: Club; kind: 'badge' | 'cover' }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const upload = useUploadClubImage(club.id);
  const current = kind === 'badge' ? club.badge : club.cover_image;
  return (
    <Group>
      <Avatar src={current} radius="md" size="lg" alt="" />
      <Text size="sm" style={{ flex: 1 }}>
        {t(kind === 'badge' ? 'clubs.settings.badge' : 'clubs.settings.cover')}
      </Text>
      <FileButton
        accept={ACCEPT}
        onChange={(file) =>
          file && upload.mutate({ kind, file }, { onSuccess: () => toast(t('clubs.settings.uploaded')) })
        }
      >
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={upload.isPending} data-testid={`club-upload-${kind}`}>
            {t('clubs.settings.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

/** The administrators' settings (spec §3 Club): visibility, intake, fee and its token, description, images. */
export function ClubSettings({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const update = useUpdateClub(club.id);
  const visibilities = useEnumEntries('round_visibility');
  const tokens = useEnumEntries('token_type');
  const [form, setForm] = useState({
    visibility: club.visibility,
    accepting_new_members: club.accepting_new_members,
    accept_without_approval: club.accept_without_approval,
    member_fee: club.member_fee,
    member_fee_token_type: club.member_fee_token_type,
    description: club.description ?? '',
  });
  const errors = fieldErrorsOf(update.error);
  const formError = formErrorOf(update.error, ['description', 'member_fee']);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  return (
    <Card withBorder data-testid="club-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { ...form, description: form.description.trim() || null },
            { onSuccess: () => toast(t('clubs.settings.saved')) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={4}>{t('clubs.settings.title')}</Title>
          <Select
            label={t('clubs.settings.visibility')}
            data={visibilities.map((e) => ({ value: String(e.value), label: e.label }))}
            value={String(form.visibility)}
            onChange={(value) => value && set('visibility', Number(value))}
            allowDeselect={false}
          />
          <Switch
            label={t('clubs.settings.accepting')}
            checked={form.accepting_new_members}
            onChange={(event) => set('accepting_new_members', event.currentTarget.checked)}
          />
          <Switch
            label={t('clubs.settings.withoutApproval')}
            checked={form.accept_without_approval}
            onChange={(event) => set('accept_without_approval', event.currentTarget.checked)}
            data-testid="club-settings-without-approval"
          />
          <Group grow>
            <NumberInput
              label={t('clubs.settings.fee')}
              min={0}
              max={ECONOMY_AMOUNT_MAX}
              // Kept as typed (-5, 1.5, too large, empty) for the server to refuse under the field, naming its
              // limits: clamping or rounding here saved another fee than the one typed.
              clampBehavior="none"
              value={Number.isNaN(form.member_fee) ? '' : form.member_fee}
              onChange={(value) => set('member_fee', typeof value === 'number' ? value : Number.NaN)}
              error={fieldError(errors, 'member_fee')}
              data-testid="club-settings-fee"
            />
            <Select
              label={t('clubs.settings.feeToken')}
              data={tokens.map((e) => ({ value: String(e.value), label: e.label }))}
              value={String(form.member_fee_token_type)}
              onChange={(value) => value && set('member_fee_token_type', Number(value))}
              allowDeselect={false}
            />
          </Group>
          <Textarea
            label={t('clubs.settings.description')}
            value={form.description}
            maxLength={CLUB_DESCRIPTION_MAX}
            autosize
            minRows={2}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={fieldError(errors, 'description')}
          />
          {formError && <Alert color="red">{formError}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="club-settings-save">
              {t('clubs.settings.save')}
            </Button>
          </Group>
          <ImageField club={club} kind="badge" />
          <ImageField club={club} kind="cover" />
        </Stack>
      </form>
    </Card>
  );
}
