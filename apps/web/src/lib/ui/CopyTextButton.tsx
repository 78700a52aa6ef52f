import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Copies `value` to the clipboard; says "Copied" in green for a moment after. */
export function CopyTextButton({
  value,
  label,
  testId,
  size,
}: {
  value: string;
  label: string;
  testId: string;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size={size} variant="light" color={copied ? 'green' : undefined} onClick={copy} data-testid={testId}>
          {copied ? t('profile.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
