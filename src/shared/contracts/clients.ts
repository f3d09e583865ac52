import { z } from 'zod';

// The admin clients API contract (SPEC §2 Client List, /admin/client/{clientId}): client accounts with
// their profile names and task counts.

export const clientSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    contactPerson: z.string().nullable(),
    createdAt: z.string(),
    taskCount: z.number(),
  })
  .meta({ id: 'ClientSummary' });

export const clientListSchema = z
  .object({ clients: z.array(clientSummarySchema) })
  .meta({ id: 'ClientList' });

export const clientParamsSchema = z.object({ clientId: z.string().min(1).max(100) });

export type ClientSummary = z.infer<typeof clientSummarySchema>;
