import type { QuizTier } from '@/shared/domain/quiz';

// What each SPEC §4 tier means for the founder, and what to do next.
export const quizAdvice: Record<QuizTier, { summary: string; steps: string[]; cta: string }> = {
  'Ready to Launch': {
    summary:
      'Your fundamentals are in place. The biggest risk now is launching quietly: a strong product with no momentum behind it.',
    steps: [
      'Set a launch date and work back from it: announcement, early access, open doors.',
      'Point every channel at one offer and one call to action.',
      'Decide the three numbers you will watch in launch week, and check them daily.',
    ],
    cta: 'Let us plan your launch campaign with you.',
  },
  'Almost Ready': {
    summary:
      'You are close. A few gaps could cost you the momentum of launch week, and they are cheaper to fix now than after.',
    steps: [
      'Fix your lowest-scoring areas below first; they are where launch leads will leak.',
      'Build your list before launch day: a waitlist page and a reason to join it.',
      'Prepare two weeks of content in advance so launch week is about conversations, not production.',
    ],
    cta: 'We can close these gaps with you in the next few weeks.',
  },
  'Needs Preparation': {
    summary:
      'Launching now would mean spending money before the basics can turn it into customers. That is fixable, and better found now.',
    steps: [
      'Start with positioning and audience: talk to ten ideal customers this month.',
      'Turn what you learn into one clear offer and one simple landing page with an email sign-up.',
      'Take this quiz again in four to six weeks and watch your score move.',
    ],
    cta: 'A strategy call will show you the shortest route to launch-ready.',
  },
};
