import { type InvoiceDisplayState, invoiceDisplayStateLabels } from '@/shared/domain/billing';
import { Badge } from '@/web/ui/badge';

/** An invoice's state as both sides see it: Draft, Pending, Overdue, Paid or Void. */
export function InvoiceStateBadge({ state }: { state: InvoiceDisplayState }) {
  const { label, tone } = invoiceDisplayStateLabels[state];
  return <Badge variant={tone}>{label}</Badge>;
}
