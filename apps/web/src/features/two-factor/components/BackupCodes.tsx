import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CopyTextButton } from '../../../lib/ui/CopyTextButton';
import { useTranslation } from 'react-i18next';

/** Backup codes: each signs in once when the authenticator app is not at hand. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="two-factor-backup-codes">
      <Text fw={500}>{t('twoFactor.backupCodes')}</Text>
      <Text size="sm" c="dimmed">
        {t('twoFactor.backupCodesHint')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" data-testid="two-factor-backup-code">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group>
        <CopyTextButton
          size="xs"
          value={codes.join('\n')}
          label={t('twoFactor.copyCodes')}
          testId="two-factor-backup-codes-copy"
        />
      </Group>
    </Stack>
  );
}
