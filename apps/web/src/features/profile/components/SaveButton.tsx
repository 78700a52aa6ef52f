import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SaveButton({ onClick, saving, testId }: { onClick: () => void; saving: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button onClick={onClick} loading={saving} data-testid={testId}>
        {t('profile.save')}
      </Button>
    </Group>
  );
}
