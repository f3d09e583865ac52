import { describe, expect, it } from 'vitest';
import { auditDetailsText } from '../../src/web/features/audit-log/audit-details-text';
import {
  auditFilterParams,
  datesReversed,
  filtersNarrow,
  noAuditFilters,
} from '../../src/web/features/audit-log/audit-filters-model';

describe("the Audit log's filters as the API's query", () => {
  it('leaves out what is blank, and sends the days as the start of the first and of the day after the last', () => {
    expect(auditFilterParams(noAuditFilters).toString()).toBe('');
    expect(filtersNarrow(noAuditFilters)).toBe(false);
    const params = auditFilterParams({
      person: '  dana  ',
      action: 'sign_in',
      clientId: 'client-1',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(params.get('person')).toBe('dana');
    expect(params.get('action')).toBe('sign_in');
    expect(params.get('client')).toBe('client-1');
    // The reader's own days, whatever zone the test runs in.
    expect(params.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(params.get('to')).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('ignores a half-typed date, and tells dates the wrong way round', () => {
    expect(auditFilterParams({ ...noAuditFilters, from: '2026-03' }).has('from')).toBe(false);
    expect(datesReversed({ ...noAuditFilters, from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(datesReversed({ ...noAuditFilters, from: '2026-03-01', to: '2026-03-01' })).toBe(false);
  });
});

describe("an event's line of details", () => {
  it('says what changed in the product’s words', () => {
    expect(auditDetailsText('task_status_changed', { from: 'pending', to: 'in-progress' })).toBe(
      'Pending → In Progress',
    );
    expect(auditDetailsText('role_changed', { from: 'member', to: 'owner' })).toBe('Member → Owner');
    expect(auditDetailsText('sign_in_failed', { email: 'a@b.example', reason: 'wrong_password' })).toBe(
      'Wrong email or password',
    );
    expect(auditDetailsText('referral_decided', { decision: 'approved', earnedAmount: 200 })).toBe(
      'Approved, $200.00',
    );
    expect(auditDetailsText('agency_settings_changed', { auditRetentionDays: { from: 365, to: 90 } })).toBe(
      'Audit log retention: 365 → 90',
    );
    expect(auditDetailsText('review_decided', { decision: 'approved', outcome: 'awaiting_review' })).toBe(
      'Approved · review awaiting review',
    );
    expect(auditDetailsText('sign_in', {})).toBeNull();
  });
});
