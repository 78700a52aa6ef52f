import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import type { WagerRefusal } from '../api';
import { refusalFix } from '../wager-text';

/** Why the player may not wager, and a link to where they fix it when they can (staff restrictions have none). */
export function WagerRefusalText({ refusal }: { refusal: WagerRefusal }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const fix = refusalFix[refusal];
  return (
    <>
      {t(`wagering.refusals.${refusal}`)}{' '}
      {fix && (
        <Anchor component={Link} to={pathFor(fix)} inherit>
          {t(`wagering.fixes.${refusal}`)}
        </Anchor>
      )}
    </>
  );
}
