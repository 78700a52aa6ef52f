import type { ComponentType } from 'react';
import { Grid, NavLink, Paper, Select, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../app/components/NotFoundPage';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useAuth } from '../../../lib/auth/auth-context';
import type { User } from '../../../lib/auth/types';
import { ComingLaterNotice } from '../../../lib/ui/ComingLaterPage';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useKioskLocked } from '../../kiosk/kiosk-store';
import { CoursesSection } from '../../courses/components/CoursesSection';
import { MatchHistorySection } from '../../history/components/MatchHistorySection';
import { GameSection } from '../../player-settings/components/GameSection';
import { StatisticsSection } from '../../statistics/components/StatisticsSection';
import { SubscriptionSection } from '../../subscriptions/components/SubscriptionSection';
import { TwoFactorSection } from '../../two-factor/components/TwoFactorSection';
import { TransactionsSection } from '../../wallets/components/TransactionsSection';
import { PurchasesSection } from '../../store/components/PurchasesSection';
import { defaultProfileSection, isProfileSection, visibleProfileSections, type ProfileSectionId } from '../sections';
import { AddressSection } from './AddressSection';
import { EconomySection } from './EconomySection';
import { HardwareSection } from './HardwareSection';
import { InformationSection } from './InformationSection';
import { SettingsSection } from './SettingsSection';

/** The sections built so far; the others show the "coming in a later release" notice. */
const sectionComponents: Partial<Record<ProfileSectionId, ComponentType<{ user: User }>>> = {
  settings: SettingsSection,
  information: InformationSection,
  subscription: SubscriptionSection,
  game: GameSection,
  economy: EconomySection,
  hardware: HardwareSection,
  courses: CoursesSection,
  'match-history': MatchHistorySection,
  statistics: StatisticsSection,
  address: AddressSection,
  transactions: TransactionsSection,
  purchases: PurchasesSection,
  'two-factor': TwoFactorSection,
};

function ProfileNavigation({
  active,
  sections,
}: {
  active: ProfileSectionId;
  sections: readonly { id: ProfileSectionId }[];
}) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const pathOf = (id: ProfileSectionId) => pathFor(`${viewPaths.profile}/${id}`);
  return (
    <>
      <Stack
        component="nav"
        gap={2}
        visibleFrom="md"
        aria-label={t('profile.sectionsLabel')}
        data-testid="profile-sections"
      >
        {sections.map(({ id }) => (
          <NavLink
            key={id}
            component={Link}
            to={pathOf(id)}
            label={t(`profile.sections.${id}`)}
            active={id === active}
            aria-current={id === active ? 'page' : undefined}
            data-testid={`profile-section-${id}`}
          />
        ))}
      </Stack>
      <Select
        hiddenFrom="md"
        label={t('profile.sectionsLabel')}
        data={sections.map(({ id }) => ({ value: id, label: t(`profile.sections.${id}`) }))}
        value={active}
        onChange={(id) => {
          if (isProfileSection(id ?? undefined)) void navigate(pathOf(id as ProfileSectionId));
        }}
        allowDeselect={false}
        data-testid="profile-section-select"
      />
    </>
  );
}

/** Profile: the sections of spec section 2, each at profile/<section>. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { section = defaultProfileSection } = useParams();
  const { user } = useAuth();
  // A kiosk device offers only the sections the lock lets it open: the others would bounce to the lobby.
  const sections = visibleProfileSections(useKioskLocked());
  if (!isProfileSection(section)) return <NotFoundPage />;
  // With a single section (kiosk mode) there is nothing to choose between.
  const navigation = sections.length > 1;
  const Section = sectionComponents[section];
  const title = t(`profile.sections.${section}`);

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.profile')}</PageTitle>
      <Grid gap="lg">
        {navigation && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <ProfileNavigation active={section} sections={sections} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: navigation ? 9 : 12 }}>
          <Paper withBorder p="lg" data-testid={`profile-section-content-${section}`}>
            <Stack gap="md">
              <Title order={3} data-testid="profile-section-title">
                {title}
              </Title>
              {Section && user ? <Section user={user} /> : <ComingLaterNotice feature={title} />}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
