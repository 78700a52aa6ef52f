import { Accordion, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useFaq } from '../hooks/useFaq';

/** The FAQ staff write in the back-office, in the player's language; from the web footer and the game menu. */
export function FaqPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useFaq();
  return (
    <Stack gap="md" data-testid="faq-page">
      <PageTitle>{t('faq.title')}</PageTitle>
      {isPending && !isError && (
        <Center mih={160} data-testid="faq-loading">
          <Loader aria-label={t('faq.loading')} />
        </Center>
      )}
      {isError && (
        <PageError
          title={t('faq.loadError')}
          message={error.message}
          retryLabel={t('faq.retry')}
          onRetry={() => void refetch()}
          testId="faq-error"
        />
      )}
      {data && data.length === 0 && (
        <Text c="dimmed" data-testid="faq-empty">
          {t('faq.empty')}
        </Text>
      )}
      {data && data.length > 0 && (
        <Accordion variant="separated" multiple data-testid="faq-entries">
          {data.map((entry) => (
            <Accordion.Item key={entry.id} value={String(entry.id)} data-testid="faq-entry">
              <Accordion.Control data-testid="faq-question">{entry.question}</Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }} data-testid="faq-answer">
                  {entry.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
