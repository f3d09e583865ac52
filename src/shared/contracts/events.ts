import { z } from 'zod';

// What the server tells browsers after a write commits: enough to refetch, never the row itself.
export const eventTopics = [
  'tasks',
  'task_activity',
  'project_updates',
  'files',
  'profiles',
  'clients',
  'messages',
  'referrals',
  'invites',
  'onboarding',
  'applications',
  'team',
  'agency',
  'notifications',
] as const;

export const appEventSchema = z.object({
  topic: z.enum(eventTopics),
  /** The client the row belongs to; null for rows only admins see. */
  clientId: z.string().nullable(),
  id: z.string().optional(),
});

export type AppEvent = z.infer<typeof appEventSchema>;
export type EventTopic = AppEvent['topic'];
