import { useState } from 'react';
import { Alert, Anchor, Paper, Stack, Stepper, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useAuth } from '../../../lib/auth/auth-context';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/auth/redirects';
import { meQueryKey } from '../../../lib/auth/user-api';
import { applyServerChange } from '../../../lib/query-client';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { KIOSK_HOME } from '../../kiosk/kiosk-lock';
import { useKioskLocked } from '../../kiosk/kiosk-store';
import { completeRegistration } from '../api';
import { AlmostDoneStep } from './AlmostDoneStep';
import { DownloadStep } from './DownloadStep';
import { WizardActions } from './WizardActions';

/** The first-login wizard's steps (spec section 2), in order. */
export const welcomeSteps = ['welcome', 'almostDone', 'download', 'redeem'] as const;

/**
 * First-login wizard, shown after sign-in while registration_completed_at is null. The finish
 * button completes the registration and goes on to where the player was heading.
 */
/** Four labelled steps side by side do not fit the 720 px card: each label goes under its number instead. */
const labelsUnderSteps = {
  step: { flexDirection: 'column', alignItems: 'center', flex: '0 1 auto' },
  stepBody: { marginInlineStart: 0, marginTop: 'var(--mantine-spacing-xs)', textAlign: 'center' },
  separator: { marginInline: 'var(--mantine-spacing-xs)', alignSelf: 'flex-start', marginTop: 18 },
} as const;

export function WelcomeWizard() {
  const { t } = useTranslation();
  const { environment, pathFor } = useEnvironment();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const kiosk = useKioskLocked();
  const [active, setActive] = useState(0);
  const theme = useMantineTheme();
  // Four labelled steps wrap over three ragged rows on a phone: there the row shows numbers only.
  const compact = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const back = () => setActive((step) => Math.max(0, step - 1));
  const next = () => setActive((step) => Math.min(welcomeSteps.length - 1, step + 1));

  const finish = useMutation({
    mutationFn: completeRegistration,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (updated) => {
      applyServerChange(queryClient, meQueryKey, () => updated);
      void navigate(safeReturnPath(params.get(RETURN_PARAM), environment), { replace: true });
    },
  });

  const stepNames = welcomeSteps.map((step) => t(`welcome.steps.${step}`));
  // Each step is named by its label, shown or not, and the current one is marked for screen readers.
  const stepProps = (index: number) => ({
    label: compact ? undefined : stepNames[index],
    'aria-label': stepNames[index],
    'aria-current': index === active ? ('step' as const) : undefined,
  });

  if (!user) return null; // RequireAuth renders this only with a user.
  // A kiosk device is locked to play: no personal details are edited on it (README "Kiosk mode").
  if (kiosk) return <Navigate to={pathFor(KIOSK_HOME)} replace />;

  return (
    <Paper withBorder shadow="sm" p={compact ? 'md' : 'xl'} data-testid="welcome">
      <Stack gap="lg">
        <PageTitle>{t('welcome.title', { name: user.display_name })}</PageTitle>
        {compact && (
          <Text fw={600} aria-live="polite" data-testid="welcome-step-status">
            {t('welcome.stepOf', { current: active + 1, total: welcomeSteps.length, name: stepNames[active] })}
          </Text>
        )}
        <Stepper
          active={active}
          size="sm"
          wrap={!compact}
          styles={compact ? { separator: { marginInline: 'var(--mantine-spacing-xs)' } } : labelsUnderSteps}
          data-testid="welcome-stepper"
        >
          <Stepper.Step {...stepProps(0)}>
            <Stack gap="sm" data-testid="welcome-step-welcome">
              <Text>{t('welcome.intro')}</Text>
              <Text c="dimmed">{t('welcome.introMore')}</Text>
              <WizardActions onNext={next} />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepProps(1)}>
            <AlmostDoneStep user={user} onBack={back} onNext={next} />
          </Stepper.Step>
          <Stepper.Step {...stepProps(2)}>
            <DownloadStep user={user} onBack={back} onNext={next} />
          </Stepper.Step>
          <Stepper.Step {...stepProps(3)}>
            <Stack gap="sm" data-testid="welcome-step-redeem">
              <Text>{t('welcome.redeem.intro')}</Text>
              <Anchor component={Link} to={pathFor(viewPaths.redeem)} data-testid="welcome-redeem-link">
                {t('welcome.redeem.link')}
              </Anchor>
              {finish.error && (
                <Alert color="red" data-testid="welcome-error">
                  {finish.error.message}
                </Alert>
              )}
              <WizardActions
                onBack={back}
                onNext={() => finish.mutate()}
                nextLabel={t('welcome.finish')}
                busy={finish.isPending}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Stack>
    </Paper>
  );
}
