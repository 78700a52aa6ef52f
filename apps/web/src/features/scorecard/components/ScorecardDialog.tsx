import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Scorecard } from './Scorecard';

/** The scorecard of a round in a dialog; closed when `roundId` is null. `live` for a round under way. */
export function ScorecardDialog({
  roundId,
  title,
  live,
  onClose,
}: {
  roundId: number | null;
  title?: string;
  live?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // A wide card: full screen on phones, where it scrolls sideways inside.
  // Read on the first render, so a phone never draws the dialog wider than the screen first.
  const small = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={roundId !== null}
      onClose={onClose}
      title={title ?? t('scorecard.title')}
      size="auto"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('scorecard.close') }}
      data-testid="scorecard-dialog"
    >
      {roundId !== null && <Scorecard roundId={roundId} live={live} />}
    </Modal>
  );
}
