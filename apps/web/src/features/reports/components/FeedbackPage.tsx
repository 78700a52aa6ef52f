import { useState } from 'react';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_MESSAGE_MAX } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { textLimit } from '../../../lib/forms/text-limit';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { giveFeedback } from '../api';

/** Give feedback (spec section 2, game menu): a message to staff, from the game menu or the web footer. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { showError } = useFeedback();
  const [message, setMessage] = useState('');
  const limit = textLimit(t, message, FEEDBACK_MESSAGE_MAX);
  const send = useMutation({
    mutationFn: () => giveFeedback(message.trim()),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => setMessage(''),
    onError: (error) => showError(error),
  });
  return (
    <Stack gap="md" maw={640} data-testid="give-feedback-page">
      <PageTitle>{t('giveFeedback.title')}</PageTitle>
      <Text>{t('giveFeedback.intro')}</Text>
      {send.isSuccess && (
        <Alert color="green" data-testid="give-feedback-sent">
          {t('giveFeedback.thanks')}
        </Alert>
      )}
      <Textarea
        label={t('giveFeedback.message')}
        value={message}
        description={limit.count}
        error={limit.error}
        autosize
        minRows={5}
        onChange={(event) => setMessage(event.currentTarget.value)}
        data-testid="give-feedback-message"
      />
      <Button
        onClick={() => send.mutate()}
        loading={send.isPending}
        disabled={message.trim() === '' || limit.error !== undefined}
        data-testid="give-feedback-submit"
      >
        {t('giveFeedback.submit')}
      </Button>
    </Stack>
  );
}
