import { useEffect, useMemo } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chunkLoadFailureFromError, reportChunkLoadFailure } from '../../lib/chunk-errors';
import { describeError } from '../../lib/feedback';
import { PageTitle } from '../../lib/ui/PageTitle';

/**
 * A page that failed to load or render. A failed chunk is also reported through the error modal
 * with its type and source (spec, "Client handling"); reloading fetches the current build.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = useMemo(() => chunkLoadFailureFromError(error), [error]);

  useEffect(() => {
    if (chunk) reportChunkLoadFailure(chunk);
    else console.error(error);
  }, [chunk, error]);

  const description = describeError(chunk ?? error, t);
  return (
    <Stack gap="md" align="flex-start" data-testid="route-error">
      <PageTitle>{t('routeError.title')}</PageTitle>
      <Alert color="red" title={chunk ? description.title : t('routeError.message')}>
        {chunk ? description.message : null}
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Stack>
  );
}
