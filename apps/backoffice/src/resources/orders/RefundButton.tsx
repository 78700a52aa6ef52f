import { Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminOrder } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { canRefund } from './refund';

/**
 * Refund after a confirmation. The server refuses what cannot be refunded (e.g. coins already
 * spent: "coin sales are final"); its message opens the error modal.
 */
export function RefundButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { confirm, showError, withLoading } = useFeedback();
  const order = useRecordContext<AdminOrder>();
  if (!order || !canRefund(order)) return null;

  const refund = async () => {
    const confirmed = await confirm({
      title: translate('app.orders.refund_title', { id: order.id }),
      message: translate('app.orders.refund_message', { total: order.formatted_total }),
      confirmLabel: 'app.orders.refund',
    });
    if (!confirmed) return;
    try {
      await withLoading(() => provider.refundOrder(order.id));
      notify('app.orders.refunded', { type: 'success' });
    } catch (error) {
      showError(error, { title: 'app.orders.refund_failed' });
    } finally {
      refresh();
    }
  };

  return (
    <Button
      color="error"
      variant="outlined"
      startIcon={<UndoIcon />}
      onClick={() => void refund()}
      data-testid="order-refund"
    >
      {translate('app.orders.refund')}
    </Button>
  );
}
