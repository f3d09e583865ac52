import { describe, expect, it } from 'vitest';
import { addMonths, currentPlanPeriod, planPeriodLabel } from '../../src/shared/domain/plan-periods';

describe("a plan's periods", () => {
  it('adds months from the start each time, keeping a month-end day where the month has it', () => {
    expect([1, 2, 13].map((months) => addMonths('2027-01-31', months))).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2028-02-29',
    ]);
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('finds the period a date falls in, null before the start', () => {
    const monthly = { interval: 'monthly', startDate: '2026-01-31' } as const;
    expect(currentPlanPeriod(monthly, '2026-01-30')).toBeNull();
    expect(currentPlanPeriod(monthly, '2026-01-31')).toEqual({
      start: '2026-01-31',
      end: '2026-02-28',
      label: 'Jan 2026',
    });
    expect(currentPlanPeriod(monthly, '2026-02-27')).toEqual({
      start: '2026-01-31',
      end: '2026-02-28',
      label: 'Jan 2026',
    });
    expect(currentPlanPeriod(monthly, '2026-02-28')).toEqual({
      start: '2026-02-28',
      end: '2026-03-31',
      label: 'Feb 2026',
    });
    expect(currentPlanPeriod(monthly, '2026-03-30')).toEqual({
      start: '2026-02-28',
      end: '2026-03-31',
      label: 'Feb 2026',
    });
    expect(currentPlanPeriod(monthly, '2026-03-31')).toEqual({
      start: '2026-03-31',
      end: '2026-04-30',
      label: 'Mar 2026',
    });
    const quarterly = { interval: 'quarterly', startDate: '2026-11-15' } as const;
    expect(currentPlanPeriod(quarterly, '2027-02-14')).toEqual({
      start: '2026-11-15',
      end: '2027-02-15',
      label: 'Q4 2026',
    });
    expect(currentPlanPeriod(quarterly, '2027-02-15')).toEqual({
      start: '2027-02-15',
      end: '2027-05-15',
      label: 'Q1 2027',
    });
    const yearly = { interval: 'yearly', startDate: '2024-02-29' } as const;
    expect(currentPlanPeriod(yearly, '2025-02-28')).toEqual({
      start: '2025-02-28',
      end: '2026-02-28',
      label: '2025',
    });
    expect(currentPlanPeriod(yearly, '2028-03-01')).toEqual({
      start: '2028-02-29',
      end: '2029-02-28',
      label: '2028',
    });
  });

  it('names a period by the month, quarter or year of its first day', () => {
    expect(planPeriodLabel('monthly', '2026-12-15')).toBe('Dec 2026');
    expect(planPeriodLabel('quarterly', '2027-03-31')).toBe('Q1 2027');
    expect(planPeriodLabel('quarterly', '2027-10-01')).toBe('Q4 2027');
    expect(planPeriodLabel('yearly', '2027-06-01')).toBe('2027');
  });
});
