import { useState } from 'react';
import { Button, Modal, NavLink, Stack, Text } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths, type ViewId } from '../../../app/views';
import { gameMenuEntries, type GameMenuEntryId } from '../menu';

function ViewEntry({ id, view }: { id: GameMenuEntryId; view: ViewId }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const to = pathFor(viewPaths[view]);
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

/** The in-game menu (spec section 2), large targets for touch screens and kiosks. */
export function GameMenu() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<GameMenuEntryId | null>(null);

  return (
    <>
      <Stack component="nav" gap={4} aria-label={t('game.menuLabel')} data-testid="nav">
        {gameMenuEntries.map((entry) =>
          'view' in entry ? (
            <ViewEntry key={entry.id} id={entry.id} view={entry.view} />
          ) : (
            <NavLink
              key={entry.id}
              component="button"
              type="button"
              label={t(`game.menu.${entry.id}`)}
              onClick={() => setNotice(entry.id)}
              data-testid={`game-menu-${entry.id}`}
            />
          ),
        )}
      </Stack>
      <Modal
        opened={notice !== null}
        onClose={() => setNotice(null)}
        title={t('comingLater.title')}
        centered
        attributes={{ content: { 'data-testid': 'coming-later-notice' } }}
      >
        <Stack gap="md">
          <Text>{notice ? t('comingLater.notice', { feature: t(`game.menu.${notice}`) }) : null}</Text>
          <Button onClick={() => setNotice(null)} data-testid="coming-later-close">
            {t('comingLater.close')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
