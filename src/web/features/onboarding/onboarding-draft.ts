import type { OnboardingInput } from '@/shared/contracts/onboarding';

/**
 * A save refused with 401 means the session ended while the client was typing; the guard then sends them
 * to log in, which unmounts the form. So the answers wait in this tab's sessionStorage and refill the form
 * when they come back. The key names the user, so another account signing in on this tab never sees them.
 */
const key = (userId: string) => `onboarding-draft:${userId}`;

export function keepDraft(userId: string, answers: OnboardingInput) {
  try {
    sessionStorage.setItem(key(userId), JSON.stringify(answers));
  } catch {
    // Storage blocked or full: there is nowhere to keep them.
  }
}

/** The kept answers laid over `blank`; only its own fields, and only text, are taken from storage. */
export function readDraft(userId: string | undefined, blank: OnboardingInput): OnboardingInput {
  if (!userId) return blank;
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(key(userId)) ?? 'null');
  } catch {
    return blank;
  }
  if (typeof stored !== 'object' || stored === null) return blank;
  const draft = { ...blank };
  for (const field of Object.keys(blank) as (keyof OnboardingInput)[]) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string') (draft as Record<string, string>)[field] = value;
  }
  return draft;
}

export function dropDraft(userId: string | undefined) {
  if (!userId) return;
  try {
    sessionStorage.removeItem(key(userId));
  } catch {
    // Nothing was kept.
  }
}
