import { addMonths, addQuarters, startOfMonth, startOfQuarter, subDays } from 'date-fns';

// SPEC §2 Reports & Assets: a static sample list of 4 reports and 2 upcoming items. Dates are counted
// from today, so the samples never look years old.

export type SampleReport = {
  id: string;
  title: string;
  description: string;
  type: 'Performance' | 'Invoice' | 'Assets' | 'Analysis';
  date: Date;
  size: string;
  format: 'PDF' | 'ZIP' | 'XLSX';
};

export type UpcomingReport = { id: string; title: string; description: string; date: Date };

export function sampleReports(today = new Date()): SampleReport[] {
  return [
    {
      id: 'performance',
      title: 'Monthly Performance Report',
      description: 'Campaign results, traffic, conversions and ad spend for last month.',
      type: 'Performance',
      date: subDays(today, 4),
      size: '2.4 MB',
      format: 'PDF',
    },
    {
      id: 'invoice',
      title: 'Invoice',
      description: 'Growth Plan retainer and ad management for the month.',
      type: 'Invoice',
      date: subDays(today, 9),
      size: '156 KB',
      format: 'PDF',
    },
    {
      id: 'creative',
      title: 'Creative Assets Pack',
      description: 'Ad creatives, banners and social visuals for the current campaign.',
      type: 'Assets',
      date: subDays(today, 16),
      size: '18.7 MB',
      format: 'ZIP',
    },
    {
      id: 'leads',
      title: 'Lead Analysis',
      description: 'Lead sources, quality scores and where the funnel loses people.',
      type: 'Analysis',
      date: subDays(today, 23),
      size: '1.1 MB',
      format: 'XLSX',
    },
  ];
}

export function upcomingReports(today = new Date()): UpcomingReport[] {
  return [
    {
      id: 'next-performance',
      title: 'Monthly Performance Report',
      description: "This month's results and next month's plan.",
      date: startOfMonth(addMonths(today, 1)),
    },
    {
      id: 'next-quarter',
      title: 'Quarterly Strategy Review',
      description: 'What worked this quarter and where the budget goes next.',
      date: startOfQuarter(addQuarters(today, 1)),
    },
  ];
}
