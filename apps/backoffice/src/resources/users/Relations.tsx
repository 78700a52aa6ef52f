import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  ArrayField,
  DataTable,
  Labeled,
  RecordContextProvider,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminFeatureUnlock, AdminUser, GameIdentifier as GameIdentifierRecord } from '@golf/contracts';
import { routeByName } from '../../routes';
import { type SourceOf, columnsOf } from '../columns';
import { DateTimeField, EnumField } from '../shared';
import { UserWalletAdjust } from '../wallets/AdjustDialog';
import { Section } from './Section';

function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.users.none')}
    </Typography>
  );
}

/** An expiry, or "Never" for none (of a feature unlock or a subscription). */
export function NeverExpires() {
  const translate = useTranslate();
  return (
    <DateTimeField<Pick<AdminFeatureUnlock, 'expires_at'>>
      source="expires_at"
      emptyText={translate('app.users.expires_never')}
    />
  );
}

const WalletCol = columnsOf<AdminUser['wallets'][number]>();
const CourseCol = columnsOf<AdminUser['courses'][number]>();
const SubscriptionCol = columnsOf<AdminUser['user_subscriptions'][number]>();

/** A read-only list of one of the user's relations. */
function RelationList({
  source,
  title,
  testId,
  children,
}: {
  source: SourceOf<AdminUser>;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId}>
      <Section title={title} />
      <ArrayField<AdminUser> source={source}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          {children}
        </DataTable>
      </ArrayField>
    </Box>
  );
}

/** The latest game client the user registered (game_identifier), or a note that there is none. */
export function GameIdentifier() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  const identifier = user.game_identifier;
  return (
    <Box data-testid="user-game-identifier">
      <Section title="app.sections.user_game" />
      {identifier ? (
        <RecordContextProvider value={identifier}>
          <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
            <Labeled>
              <TextField<GameIdentifierRecord> source="uuid" />
            </Labeled>
            <Labeled>
              <TextField<GameIdentifierRecord> source="software_version" />
            </Labeled>
            <Labeled>
              <TextField<GameIdentifierRecord> source="hardware_version" />
            </Labeled>
            <Labeled>
              <TextField<GameIdentifierRecord> source="hardware_key" />
            </Labeled>
            <Labeled>
              <DateTimeField<GameIdentifierRecord> source="updated_at" />
            </Labeled>
          </Stack>
        </RecordContextProvider>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.users.no_game_identifier')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The list above holds staff's grants only: every course the user has, with where it comes from (a default
 * course, a map pack), is on the allocation page, for staff who may open it (manage-courses).
 */
function AllCoursesLink() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  const { canAccess } = useCanAccess({ resource: 'courses', action: 'list' });
  if (!user || !canAccess) return null;
  return (
    <Link
      component={RouterLink}
      to={`${routeByName('allocate-courses').path}?user=${user.id}`}
      variant="body2"
      data-testid="user-all-courses"
    >
      {translate('app.users.all_courses')}
    </Link>
  );
}

/**
 * Wallets (with the adjustment), courses and live subscriptions (read-only: plans are given with
 * an order or the API). Feature unlocks have their own editor (FeatureUnlocks.tsx).
 */
export function UserRelations() {
  return (
    <>
      <RelationList source="wallets" title="app.sections.user_wallets" testId="user-wallets">
        <WalletCol source="token_type">
          <EnumField<AdminUser['wallets'][number]> source="token_type" enumName="token_type" />
        </WalletCol>
        <WalletCol source="balance" />
        <WalletCol label="app.wallets.adjust">
          <UserWalletAdjust />
        </WalletCol>
      </RelationList>
      <RelationList source="courses" title="app.sections.user_courses" testId="user-courses">
        <CourseCol source="id" />
        <CourseCol source="title" />
      </RelationList>
      <AllCoursesLink />
      <RelationList source="user_subscriptions" title="app.sections.user_subscriptions" testId="user-subscriptions">
        <SubscriptionCol source="name" />
        <SubscriptionCol source="starts_at" field={DateTimeField} />
        <SubscriptionCol source="expires_at">
          <NeverExpires />
        </SubscriptionCol>
      </RelationList>
    </>
  );
}
