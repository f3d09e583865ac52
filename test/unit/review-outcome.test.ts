import { describe, expect, it } from 'vitest';
import { type ReviewDecision, reviewOutcome } from '../../src/shared/domain/reviews';

const decided = (...pairs: [string, ReviewDecision][]) =>
  pairs.map(([reviewerId, decision]) => ({ reviewerId, decision }));

describe('the review outcome rule', () => {
  it('awaits review until a required reviewer decides', () => {
    expect(reviewOutcome('any', ['a', 'b'], [])).toBe('awaiting_review');
    expect(reviewOutcome('all', ['a', 'b'], decided(['a', 'approved']))).toBe('awaiting_review');
  });

  it('approves under "any" on one approval, with or without changes', () => {
    expect(reviewOutcome('any', ['a', 'b'], decided(['b', 'approved_with_changes']))).toBe('approved');
  });

  it('approves under "all" only when every named reviewer approved', () => {
    expect(reviewOutcome('all', ['a', 'b'], decided(['a', 'approved'], ['b', 'approved_with_changes']))).toBe(
      'approved',
    );
  });

  it('lets any "changes requested" outweigh every approval', () => {
    expect(reviewOutcome('any', ['a', 'b'], decided(['a', 'approved'], ['b', 'changes_requested']))).toBe(
      'changes_requested',
    );
    expect(reviewOutcome('all', ['a', 'b'], decided(['b', 'changes_requested']))).toBe('changes_requested');
  });

  it('counts only the people still named as reviewers', () => {
    expect(reviewOutcome('any', ['a'], decided(['x', 'changes_requested']))).toBe('awaiting_review');
    expect(reviewOutcome('all', ['a'], decided(['a', 'approved'], ['x', 'changes_requested']))).toBe(
      'approved',
    );
  });

  it('never approves a review with no reviewers', () => {
    expect(reviewOutcome('all', [], [])).toBe('awaiting_review');
  });
});
