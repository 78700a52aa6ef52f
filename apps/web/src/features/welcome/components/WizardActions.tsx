import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface WizardActionsProps {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
}

/** Back and next buttons under a wizard step. */
export function WizardActions({ onBack, onNext, nextLabel, busy }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={busy} data-testid="welcome-back">
          {t('welcome.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} loading={busy} data-testid="welcome-next">
        {nextLabel ?? t('welcome.next')}
      </Button>
    </Group>
  );
}
