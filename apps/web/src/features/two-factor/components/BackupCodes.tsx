import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
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
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'green' : undefined}
              onClick={copy}
              data-testid="two-factor-backup-codes-copy"
            >
              {copied ? t('profile.copied') : t('twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
