import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { REPORT_MESSAGE_MAX, enums } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumEntries } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { textLimit } from '../../../lib/forms/text-limit';
import { fileReport, type ReportEntityType } from '../api';

/** The abuse_report_type members a player reports with (10, feedback, has its own screen). */
const reportTypes = [
  enums.abuse_report_type.harassment,
  enums.abuse_report_type.inappropriate_content,
  enums.abuse_report_type.spam,
] as number[];

/** A "Report" button and its dialog: what is wrong (abuse_report_type) and an optional message. */
export function ReportButton({ entityType, entityId }: { entityType: ReportEntityType; entityId: number }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useFeedback();
  const [opened, setOpened] = useState(false);
  // No preset: a player who only wrote a message had filed it as harassment.
  const [type, setType] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [typeMissing, setTypeMissing] = useState(false);
  const limit = textLimit(t, message, REPORT_MESSAGE_MAX);
  const options = useEnumEntries('abuse_report_type')
    .filter((entry) => reportTypes.includes(Number(entry.value)))
    .map((entry) => ({ value: String(entry.value), label: entry.label }));
  const send = useMutation({
    mutationFn: (chosen: string) =>
      fileReport({
        entity_type: entityType,
        entity_id: entityId,
        type: Number(chosen),
        message: message.trim() || null,
      }),
    meta: { handlesErrors: true, inlineLoading: true },
  });
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setOpened(true)} data-testid="report-open">
        {t('report.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('report.title')} centered>
        <Stack gap="sm" data-testid="report-dialog">
          <Select
            label={t('report.type')}
            data={options}
            placeholder={t('report.typePlaceholder')}
            required
            value={type}
            onChange={(next) => {
              setType(next);
              setTypeMissing(false);
            }}
            allowDeselect={false}
            error={typeMissing ? t('report.typeRequired') : undefined}
            data-testid="report-type"
          />
          <Textarea
            label={t('report.message')}
            value={message}
            autosize
            minRows={3}
            onChange={(event) => setMessage(event.currentTarget.value)}
            description={limit.count}
            error={limit.error}
            data-testid="report-message"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('report.cancel')}
            </Button>
            <Button
              color="red"
              loading={send.isPending}
              disabled={limit.error !== undefined}
              onClick={() => {
                if (type === null) {
                  setTypeMissing(true);
                  return;
                }
                send.mutate(type, {
                  onSuccess: () => {
                    setOpened(false);
                    setMessage('');
                    setType(null);
                    showSuccess(t('report.sent'));
                  },
                  onError: (error) => showError(error),
                });
              }}
              data-testid="report-submit"
            >
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
