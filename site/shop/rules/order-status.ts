/** How an order's status reads to its customer (the order entity's labels). */
export const ORDER_STATUS: Record<string, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  shipped: 'Shipped',
  completed: 'Completed',
};

/** Statuses the customer can still pay from: the shop's payment flow takes them again. */
export const isPayable = (status: string): boolean => status === 'pending' || status === 'failed';
