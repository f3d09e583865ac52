import { describe, expect, it } from 'vitest';
import {
  QUIZ_MAX_SCORE,
  QUIZ_QUESTION_COUNT,
  quizPercent,
  quizTier,
  scoreQuiz,
} from '../../src/shared/domain/quiz';
import { quizQuestions } from '../../src/shared/domain/quiz-questions';

/** Answers whose option scores are `scores`, in question order (options are listed from 0 to 3). */
function answersScoring(scores: number[]) {
  return scores.map((score, i) => quizQuestions[i]?.options.findIndex((o) => o.score === score) ?? -1);
}

describe('quiz questions', () => {
  it('has 8 questions with four options scored 0 to 3', () => {
    expect(quizQuestions).toHaveLength(QUIZ_QUESTION_COUNT);
    expect(new Set(quizQuestions.map((q) => q.id)).size).toBe(QUIZ_QUESTION_COUNT);
    for (const q of quizQuestions) expect(q.options.map((o) => o.score).sort()).toEqual([0, 1, 2, 3]);
    expect(QUIZ_MAX_SCORE).toBe(24);
  });
});

describe('quizTier', () => {
  it.each([
    [100, 'Ready to Launch'],
    [80, 'Ready to Launch'],
    [79.99, 'Almost Ready'],
    [60, 'Almost Ready'],
    [59.99, 'Needs Preparation'],
    [0, 'Needs Preparation'],
  ])('%s%% is %s', (percent, tier) => {
    expect(quizTier(percent)).toBe(tier);
  });
});

describe('scoreQuiz', () => {
  it.each([
    [[3, 3, 3, 3, 3, 3, 3, 3], 24, 100, 'Ready to Launch'],
    [[3, 3, 3, 3, 2, 2, 2, 2], 20, 83, 'Ready to Launch'],
    [[3, 3, 3, 2, 2, 2, 2, 2], 19, 79, 'Almost Ready'],
    [[2, 2, 2, 2, 2, 2, 2, 1], 15, 63, 'Almost Ready'],
    [[2, 2, 2, 2, 2, 2, 1, 1], 14, 58, 'Needs Preparation'],
    [[0, 0, 0, 0, 0, 0, 0, 0], 0, 0, 'Needs Preparation'],
  ])('scores %j as %i points, %i%%, %s', (scores, total, rounded, tier) => {
    expect(scoreQuiz(quizQuestions, answersScoring(scores))).toEqual({
      total,
      percent: quizPercent(total),
      roundedPercent: rounded,
      tier,
    });
  });

  it('computes the percent as total / 24 x 100', () => {
    expect(quizPercent(18)).toBe(75);
  });

  it('refuses a missing or out-of-range answer', () => {
    expect(() => scoreQuiz(quizQuestions, [0, 1, 2])).toThrow();
    expect(() => scoreQuiz(quizQuestions, [0, 0, 0, 0, 0, 0, 0, 4])).toThrow();
  });
});
