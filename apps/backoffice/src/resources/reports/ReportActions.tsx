import { Button, Stack } from '@mui/material';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { reportStatus, type AdminReport } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import type { ReportAction } from '../../api/reports';

/**
 * What staff do with an open report: resolve (action was taken), dismiss (no rule broken), or hide the
 * reported post or comment. Each tells the reporter. The reported user opens in the user editor, where
 * suspension is.
 */
export function ReportActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { confirm, showError, withLoading } = useFeedback();
  const report = useRecordContext<AdminReport>();
  // Staff who may not edit users would be sent to the access-denied page (and signed out).
  const { canAccess: canEditUsers } = useCanAccess({ resource: 'users', action: 'edit' });
  if (!report) return null;
  const open = report.status === reportStatus.open;
  const userId = report.reported_user_id;

  const act = async (action: ReportAction) => {
    const confirmed = await confirm({
      title: translate(`app.reports.${action}_title`, { id: report.id }),
      message: translate(`app.reports.${action}_message`),
      confirmLabel: `app.reports.${action}`,
    });
    if (!confirmed) return;
    try {
      await withLoading(() => provider.handleReport(report.id, action));
      notify(`app.reports.${action}_done`, { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      refresh();
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ py: 1 }}>
      {open && (
        <Button variant="contained" onClick={() => void act('resolve')} data-testid="report-resolve">
          {translate('app.reports.resolve')}
        </Button>
      )}
      {open && (
        <Button variant="outlined" onClick={() => void act('dismiss')} data-testid="report-dismiss">
          {translate('app.reports.dismiss')}
        </Button>
      )}
      {open && report.content?.can_hide && !report.content.hidden && (
        <Button color="error" variant="outlined" onClick={() => void act('hide')} data-testid="report-hide">
          {translate('app.reports.hide')}
        </Button>
      )}
      {userId !== null && canEditUsers && (
        <Button
          component={Link}
          to={createPath({ resource: 'users', type: 'edit', id: userId })}
          variant="text"
          data-testid="report-open-user"
        >
          {translate('app.reports.open_user')}
        </Button>
      )}
    </Stack>
  );
}
