// The vocabulary the scale fill builds names and texts from: enough words that searches match some rows
// and not others ("studio" finds one client in twelve), all plain ASCII so emails can be made from names.

import type { NotificationKind } from '../../src/shared/domain/notifications';

const words = (text: string) => text.split(' ');

export const companyWords = words(
  'Northwind Bluebird Cedar Harbor Summit Maple Copper Lumen Atlas Willow Granite Saffron Orchid Pioneer Juniper Ember Meridian Coral Aspen Falcon Velvet Oak Prairie Indigo',
);

export const companyKinds = words(
  'Studio Roasters Labs Collective Goods Works Media Bakery Outfitters Skincare Fitness Apparel',
);

export const firstNames = words(
  'Dana Morgan Alex Jordan Priya Mateo Aisha Kenji Lena Omar Sofia Noah Chloe Ravi Elena Marcus Yuki Hannah Diego Fatima Liam Grace Tomas Amara',
);

export const lastNames = words(
  'Whitfield Reyes Okafor Nakamura Schmidt Patel Garcia Kowalski Andersen Haddad Moreau Costa Lindqvist Mensah Brennan Ivanova Tanaka Fischer Romero Novak Osei Larsen Quinn Dubois',
);

export const taskVerbs = words('Draft Review Approve Design Write Schedule Film Launch Audit');

export const taskObjects = [
  'the spring newsletter',
  'the paid social creative',
  'the landing page copy',
  'the product photos',
  'the welcome email sequence',
  'the influencer brief',
  'the monthly report',
  'the brand guidelines',
  'the Google Ads campaign',
  'the podcast episode',
  'the retargeting audiences',
  'the holiday promotion',
];

export const taskDescriptions = [
  'Draft, review and ship the deliverable described in the brief.',
  'Leave notes on each variation so we can finalise it this week.',
  'Upload the files we need and tell us anything we should know before we start.',
  'Check the numbers against last month and flag anything that looks off.',
];

export const messageTexts = [
  'Thanks for the update, this looks great.',
  'Could you send the latest version of the creative?',
  'I just uploaded the packaging shots to the brand assets task.',
  'The campaign went live this morning, first numbers look promising.',
  'Can we move our call to Thursday afternoon?',
  'Here is the feedback from our team on the landing page.',
  'We approved the copy, please go ahead with the design.',
  'Quick question about the invoice for last month.',
  'The newsletter open rate was 38 percent, well above average.',
  'Please hold the ads until the new stock arrives.',
  'Love the new direction for the Instagram grid!',
  'Our launch date moved to next Tuesday.',
  'Welcome aboard! Your strategy audit is under way.',
  'We will have the first draft ready by Friday.',
  'The retargeting audience is live, budget is set to 50 a day.',
  'Can you resend the login details for the analytics dashboard?',
];

/** A file's kind of document, its extension and the MIME type that goes with it (same index). */
export const fileTitles = [
  'Monthly report',
  'Campaign results',
  'Brand guidelines',
  'Product shot',
  'Ad creative',
  'Contract',
];
export const fileExtensions = ['pdf', 'png', 'jpg', 'mp4', 'pdf', 'zip'];
export const fileTypes = words(
  'application/pdf image/png image/jpeg video/mp4 application/pdf application/zip',
);
export const fileCategories = ['report', 'document', 'asset'];

export const revenueBands = ['Under $10k', '$10k-$50k', '$50k-$100k', '$100k-$500k', 'Over $500k'];
export const budgetBands = ['Under $1k', '$1k-$5k', '$5k-$10k', 'Over $10k'];
export const referralSources = ['Instagram', 'A friend', 'Google', 'Podcast', 'LinkedIn', 'Newsletter'];

export const updateTexts = [
  'Week recap: landing page wireframes are done and the lead magnet outline is ready for your review.',
  'The paid social campaign is live; cost per click is down 12 percent on last month.',
  'We finished the email welcome sequence and scheduled it for Monday.',
  'Monthly report is in your files: traffic up, conversion steady, next steps inside.',
];

/** Client notifications: a kind the bell knows (shared/domain/notifications.ts), its title and its page. */
export const notificationKinds: NotificationKind[] = [
  'task_assigned',
  'chat_message',
  'update_posted',
  'file_shared',
  'task_approved',
];
export const notificationTitles = [
  'New task assigned',
  'New message from the team',
  'New project update',
  'A file was shared with you',
  'Task approved',
];
export const notificationLinks = ['/tasks', '/chat', '/updates', '/files', '/tasks'];
