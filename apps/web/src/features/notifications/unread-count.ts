/**
 * The unread counter's rules (spec section 4, "Notification counter"): loaded once, then kept by
 * the events instead of reloading. Undefined means "not loaded yet" and stays so.
 */
export const unreadAfterArrival = (count: number | undefined) => (count === undefined ? count : count + 1);
export const unreadAfterMarkRead = (count: number | undefined, wasUnread: boolean) =>
  count === undefined || !wasUnread ? count : Math.max(0, count - 1);
export const unreadAfterMarkAll = () => 0;
