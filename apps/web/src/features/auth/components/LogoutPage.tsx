import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { initialLogoutProgress, type LogoutProgress, type LogoutStepStatus } from '../../../lib/auth/logout';
import { authViewPaths } from '../../../lib/auth/redirects';
import { AuthCard } from './AuthCard';

/** How long the finished list stays on screen before the sign-in screen. */
export const LOGOUT_REDIRECT_DELAY_MS = 1_000;

const statusColor: Record<LogoutStepStatus, string> = {
  pending: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

function LogoutSteps({ progress }: { progress: LogoutProgress }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="logout-steps">
      {progress.map((step) => (
        <Group
          component="li"
          key={step.id}
          justify="space-between"
          wrap="nowrap"
          data-testid={`logout-step-${step.id}`}
          data-status={step.status}
        >
          <Text size="sm">{t(`logout.steps.${step.id}`)}</Text>
          {step.status === 'running' ? (
            <Loader size="xs" aria-label={t('logout.status.running')} />
          ) : (
            <Badge color={statusColor[step.status]} variant="light">
              {t(`logout.status.${step.status}`)}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The logging-out screen: the spec's five steps in order, each shown as it runs, then the
 * sign-in screen.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const { logout, logoutProgress } = useAuth();
  // Offline, only the session may say who is signed in.
  const { user, sessionUser, status } = useAuth();
  const [finished, setFinished] = useState(false);
  // Offline rounds only on this device: the player is told before logging out (decision 0105).
  const [unsent, setUnsent] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const started = useRef(false);
  const signIn = pathFor(authViewPaths.signIn);
  const userId = user?.id ?? sessionUser?.id;
  const sessionRead = status !== 'starting';

  useEffect(() => {
    // Opened directly, the page can be up before the session is read: counting then would find
    // nobody's rounds and log out without the warning.
    if (!sessionRead) return;
    let live = true;
    void import('../../offline/forget')
      .then((m) => (userId === undefined ? 0 : m.unsentRoundsHere(userId)))
      .catch(() => 0)
      .then((count) => live && setUnsent(count));
    return () => {
      live = false;
    };
  }, [userId, sessionRead]);

  const go = unsent === 0 || confirmed;
  useEffect(() => {
    // Once, also under StrictMode's double effects.
    if (!go || started.current) return;
    started.current = true;
    void logout().then(() => setFinished(true));
  }, [logout, go]);

  useEffect(() => {
    if (!finished) return;
    const id = setTimeout(() => void navigate(signIn, { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(id);
  }, [finished, navigate, signIn]);

  if (!go && unsent !== null)
    return (
      <AuthCard title={t('logout.title')} testId="logout">
        <Alert color="yellow" data-testid="logout-offline-warning" data-count={unsent}>
          {t('offline.logoutWaiting', { count: unsent })}
        </Alert>
        <Group>
          <Button color="red" onClick={() => setConfirmed(true)} data-testid="logout-offline-confirm">
            {t('offline.logoutAnyway')}
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)} data-testid="logout-offline-stay">
            {t('offline.logoutStay')}
          </Button>
        </Group>
      </AuthCard>
    );

  return (
    <AuthCard title={t('logout.title')} testId="logout">
      <LogoutSteps progress={logoutProgress ?? initialLogoutProgress} />
      {finished ? (
        <>
          <Alert color="green" data-testid="logout-done">
            {t('logout.done')}
          </Alert>
          <Button component={Link} to={signIn} replace data-testid="logout-sign-in-link">
            {t('logout.signIn')}
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="logout-pending">
          {t('logout.signingOut')}
        </Text>
      )}
    </AuthCard>
  );
}
