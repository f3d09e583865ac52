// zod's mini build: every portal page listens for events, so this schema is in the first load of each,
// where the full library would weigh more than the rest of the shell.
import * as z from 'zod/mini';

// What the server tells browsers after a write commits: enough to refetch, never the row itself.
export const eventTopics = [
  'tasks',
  'task_activity',
  'project_updates',
  'files',
  'profiles',
  'clients',
  'chat',
  'referrals',
  'invites',
  'onboarding',
  'applications',
  'team',
  'agency',
  'notifications',
  'reviews',
  'billing',
] as const;

export const appEventSchema = z.object({
  topic: z.enum(eventTopics),
  /** The client the row belongs to; null for rows only admins see. */
  clientId: z.nullable(z.string()),
  id: z.optional(z.string()),
});

export type AppEvent = z.infer<typeof appEventSchema>;
export type EventTopic = AppEvent['topic'];
