import type { QuizQuestion } from './quiz';

// SPEC leaves the questions to us (§3 "Quiz question"): one per launch fundamental, options from weakest (0)
// to strongest (3). The options are listed in that order so the scale reads naturally.
export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'positioning',
    topic: 'Positioning',
    question:
      'Can you explain in one sentence what you sell, who it is for and why it beats the alternatives?',
    options: [
      { label: 'Not yet: we are still working out what makes us different', score: 0 },
      { label: 'Roughly, but it changes depending on who I talk to', score: 1 },
      { label: 'Yes, and our team describes it the same way', score: 2 },
      { label: 'Yes, and customers repeat it back to us in their own words', score: 3 },
    ],
  },
  {
    id: 'audience',
    topic: 'Audience',
    question: 'How well do you know your ideal customer?',
    options: [
      { label: 'We sell to anyone who might be interested', score: 0 },
      { label: 'We have a general picture (age, industry, location)', score: 1 },
      { label: 'We have a written profile with their problems and buying triggers', score: 2 },
      { label: 'We have interviewed at least 10 of them and know where they spend time online', score: 3 },
    ],
  },
  {
    id: 'offer',
    topic: 'Offer',
    question: 'How ready is your launch offer?',
    options: [
      { label: 'The product is still being built and pricing is undecided', score: 0 },
      { label: 'The product is ready, but pricing and packaging are not final', score: 1 },
      { label: 'Product, price and guarantee are set', score: 2 },
      { label: 'It is set and early customers have already paid for it', score: 3 },
    ],
  },
  {
    id: 'funnel',
    topic: 'Funnel',
    question: 'What happens when a stranger lands on your website for the first time?',
    options: [
      { label: 'We do not have a website or landing page yet', score: 0 },
      { label: 'They can read about us, but there is no clear next step', score: 1 },
      { label: 'There is one clear call to action and a way to capture their email', score: 2 },
      { label: 'A tested page captures leads and an automated follow-up takes over', score: 3 },
    ],
  },
  {
    id: 'content',
    topic: 'Content',
    question: 'How much launch content is ready to publish?',
    options: [
      { label: 'Nothing yet', score: 0 },
      { label: 'A few ideas and some photos', score: 1 },
      { label: 'Two weeks of posts, written and designed', score: 2 },
      { label: 'A full launch calendar with posts, emails and ad creative', score: 3 },
    ],
  },
  {
    id: 'email-list',
    topic: 'Email list',
    question: 'How many people have asked to hear from you when you launch?',
    options: [
      { label: 'No one: we have no list or waitlist', score: 0 },
      { label: 'Fewer than 100 subscribers or followers who opted in', score: 1 },
      { label: '100 to 500 on a waitlist or email list', score: 2 },
      { label: 'More than 500, and they open our emails', score: 3 },
    ],
  },
  {
    id: 'analytics',
    topic: 'Analytics',
    question: 'Could you tell, a week after launch, which channel brought your first customers?',
    options: [
      { label: 'No, we have no tracking set up', score: 0 },
      { label: 'Partly: analytics is installed but we rarely look at it', score: 1 },
      { label: 'Yes: analytics, conversion events and UTM links are in place', score: 2 },
      { label: 'Yes, on a dashboard we review every week', score: 3 },
    ],
  },
  {
    id: 'budget',
    topic: 'Budget',
    question: 'What have you set aside for launch marketing over the first 90 days?',
    options: [
      { label: 'Nothing yet, we plan to rely on word of mouth', score: 0 },
      { label: 'Under $1,000, without a plan for how to spend it', score: 1 },
      { label: 'A set budget split across a few channels', score: 2 },
      { label: 'A set budget, split by channel, with a target cost per customer', score: 3 },
    ],
  },
];
