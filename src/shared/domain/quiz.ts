// SPEC §4 "Quiz" and §9: 8 questions, each option scored 0 to 3, maximum 24, thresholds 80 and 60 percent.
export const QUIZ_QUESTION_COUNT = 8;
export const QUIZ_MAX_OPTION_SCORE = 3;
export const QUIZ_MAX_SCORE = QUIZ_QUESTION_COUNT * QUIZ_MAX_OPTION_SCORE;
export const QUIZ_READY_PERCENT = 80;
export const QUIZ_ALMOST_PERCENT = 60;

export type QuizScore = 0 | 1 | 2 | 3;
export type QuizOption = { label: string; score: QuizScore };
export type QuizQuestion = {
  id: string;
  topic: string;
  question: string;
  options: [QuizOption, QuizOption, QuizOption, QuizOption];
};

export const quizTiers = ['Ready to Launch', 'Almost Ready', 'Needs Preparation'] as const;
export type QuizTier = (typeof quizTiers)[number];

export function quizPercent(total: number): number {
  return (total / QUIZ_MAX_SCORE) * 100;
}

export function quizTier(percent: number): QuizTier {
  if (percent >= QUIZ_READY_PERCENT) return 'Ready to Launch';
  if (percent >= QUIZ_ALMOST_PERCENT) return 'Almost Ready';
  return 'Needs Preparation';
}

/** Scores one answer per question (the chosen option's index); refuses an incomplete or invalid set. */
export function scoreQuiz(questions: readonly QuizQuestion[], answers: readonly number[]) {
  if (answers.length !== questions.length) throw new Error('Answer every question before scoring');
  const total = questions.reduce((sum, question, i) => {
    const option = question.options[answers[i] ?? -1];
    if (!option) throw new Error(`No option ${answers[i]} for question ${question.id}`);
    return sum + option.score;
  }, 0);
  const percent = quizPercent(total);
  return { total, percent, roundedPercent: Math.round(percent), tier: quizTier(percent) };
}
