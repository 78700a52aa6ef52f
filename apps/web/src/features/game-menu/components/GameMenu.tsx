import { useState } from 'react';
import { Alert, Button, Modal, NavLink, Stack, Text } from '@mantine/core';
import { Link, useMatch, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { translate } from '@golf/contracts';
import { useLocale } from '../../../lib/i18n';
import { GameShellError } from '../../game-shell/bridge';
import { exitGame } from '../../game-shell/exit-game';
import { KioskCredentialsDialog } from '../../kiosk/components/KioskCredentialsDialog';
import { KIOSK_HOME } from '../../kiosk/kiosk-lock';
import { useKioskActive } from '../../kiosk/kiosk-store';
import { usePlayNow } from '../hooks/usePlayNow';
import { visibleGameMenuEntries, type GameMenuAction, type GameMenuEntryId } from '../menu';
import { GameSettingsDialog } from './GameSettingsDialog';

function ViewEntry({ id, path }: { id: GameMenuEntryId; path: string }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const to = pathFor(path);
  const active = useMatch({ path: to, end: true }) !== null;
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(`game.menu.${id}`)}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      data-testid={`game-menu-${id}`}
    />
  );
}

/** A plain message in a dialog: something not available to this player. */
function Notice({
  title,
  message,
  onClose,
  testId,
}: {
  title: string;
  message: string | null;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={title}
      centered
      attributes={{ content: { 'data-testid': testId } }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Button onClick={onClose} data-testid="coming-later-close">
          {t('comingLater.close')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The in-game menu (spec section 2), large targets for touch screens and kiosks. */
export function GameMenu() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const kiosk = useKioskActive();
  const locale = useLocale();
  const playNow = usePlayNow();
  const [dialog, setDialog] = useState<'settings' | 'kioskStart' | 'kioskExit' | null>(null);
  const [exitError, setExitError] = useState<string | null>(null);

  const run = (action: GameMenuAction) => {
    if (action === 'quickRound') playNow.start(action);
    else if (action === 'settings') setDialog('settings');
    else if (action === 'exitGame')
      exitGame((path) => void navigate(path)).catch((error: unknown) =>
        setExitError(
          t('game.exitGameFailed', {
            message:
              error instanceof GameShellError ? translate(locale, `errors.${error.key}`) : (error as Error).message,
          }),
        ),
      );
    else setDialog('kioskExit');
  };

  return (
    <>
      <Stack component="nav" gap={4} aria-label={t('game.menuLabel')} data-testid="nav">
        {visibleGameMenuEntries(kiosk).map((entry) =>
          'view' in entry || 'screen' in entry ? (
            <ViewEntry key={entry.id} id={entry.id} path={'view' in entry ? viewPaths[entry.view] : entry.screen} />
          ) : (
            <NavLink
              key={entry.id}
              component="button"
              type="button"
              label={t(`game.menu.${entry.id}`)}
              onClick={() => run(entry.action)}
              disabled={playNow.pending !== null}
              rightSection={playNow.pending === entry.id ? <Text size="xs">{t('rounds.loading')}</Text> : undefined}
              data-testid={`game-menu-${entry.id}`}
            />
          ),
        )}
      </Stack>
      {exitError && (
        <Alert color="red" mt="sm" withCloseButton onClose={() => setExitError(null)} data-testid="exit-game-error">
          {exitError}
        </Alert>
      )}
      {playNow.error && (
        <Alert color="red" mt="sm" withCloseButton onClose={playNow.dismiss} data-testid="play-now-error">
          {playNow.error.message}
        </Alert>
      )}
      <Notice
        title={t('rounds.notAvailable')}
        message={playNow.unavailable}
        onClose={playNow.dismiss}
        testId="play-now-unavailable"
      />
      <GameSettingsDialog
        opened={dialog === 'settings'}
        onClose={() => setDialog(null)}
        onStartKiosk={() => setDialog('kioskStart')}
      />
      <KioskCredentialsDialog
        mode="start"
        opened={dialog === 'kioskStart'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          void navigate(pathFor(KIOSK_HOME));
        }}
      />
      <KioskCredentialsDialog
        mode="exit"
        opened={dialog === 'kioskExit'}
        onClose={() => setDialog(null)}
        onDone={() => setDialog(null)}
      />
    </>
  );
}
