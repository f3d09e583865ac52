import type { ApplicationInput } from '@/shared/contracts/applications';
import { api } from '@/web/lib/api-client';

/** An application from the site's Apply Now dialog. A plain call: the public site has no query client. */
export const submitApplication = (application: ApplicationInput) =>
  api.post('/api/applications', application);
