import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { clientOnboarding } from '../../db/schema/index';

/** onboarding.json: the company's answers to the onboarding questionnaire, or null before it is saved. */
export async function onboardingSection(tx: DbOrTx, clientId: string) {
  const [row] = await tx
    .select()
    .from(clientOnboarding)
    .where(eq(clientOnboarding.clientId, clientId))
    .limit(1);
  if (!row) return null;
  const { clientId: _company, ...answers } = row;
  return answers;
}
