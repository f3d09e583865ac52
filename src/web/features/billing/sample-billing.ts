// SPEC §2 Billing & Plan and §9 "Sample plan": hard-coded sample figures, display only.

export const samplePlan = {
  name: 'Growth Plan',
  monthlyPrice: 2500,
  adBudget: 15000,
  adSpent: 12450,
  percentUsed: 83,
  features: ['Campaign strategy and management', 'Creative production', 'Monthly performance report'],
} as const;

export type InvoiceStatus = 'paid' | 'pending' | 'overdue';

export const sampleInvoices: {
  id: string;
  date: string;
  amount: number;
  status: InvoiceStatus;
  description: string;
}[] = [
  {
    id: 'INV-2026-004',
    date: '2026-04-01',
    amount: 2500,
    status: 'pending',
    description: 'Growth Plan, April 2026',
  },
  {
    id: 'INV-2026-003',
    date: '2026-03-01',
    amount: 2500,
    status: 'paid',
    description: 'Growth Plan, March 2026',
  },
  {
    id: 'INV-2026-002',
    date: '2026-02-15',
    amount: 750,
    status: 'overdue',
    description: 'Additional creative assets',
  },
  {
    id: 'INV-2026-001',
    date: '2026-02-01',
    amount: 2500,
    status: 'paid',
    description: 'Growth Plan, February 2026',
  },
];

export const formatUsd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );
