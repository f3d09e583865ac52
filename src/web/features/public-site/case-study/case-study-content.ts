// The Entrives story. SPEC §2 fixes its two headline numbers: 20+ signups in 2 days and 60+ warm leads.
export const headlineResults = [
  { value: '20+', label: 'signups in 2 days' },
  { value: '60+', label: 'warm leads' },
];

export const challenge = [
  'Entrives came to us weeks before launch with a product that worked and a message that did not. Visitors could not tell in a few seconds who it was for, and the few who were interested had nowhere to go but a generic contact form.',
  'The founder had one shot at a launch moment and no list to launch to.',
];

export const workstreams = [
  {
    step: 'Strategy & Positioning',
    title: 'One sentence everyone could repeat',
    text: 'Interviews with early users gave us the words customers used for their problem. We rebuilt the message around them and cut everything else.',
  },
  {
    step: 'Funnel & Systems',
    title: 'A waitlist worth joining',
    text: 'A single landing page with one call to action, an early-access offer, and an automated welcome sequence that kept new sign-ups warm until launch day.',
  },
  {
    step: 'Content & Campaigns',
    title: 'A launch built in advance',
    text: 'Two weeks of teaser content, a founder story and a countdown, all written and scheduled before launch week so the team could focus on conversations.',
  },
  {
    step: 'Nurture & Convert',
    title: 'Follow-up that felt personal',
    text: 'Every lead got a timely, relevant follow-up based on what they clicked, and the hottest ones a personal note from the founder.',
  },
];

export const lessons = [
  'Build the list before launch day, not after it: launch to people who already asked to hear from you.',
  'One page, one offer, one call to action beats a full website nobody finishes reading.',
  'Automate the follow-up so no interested lead waits, then spend your own time on the warmest ones.',
];
