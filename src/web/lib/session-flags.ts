// Small facts that hold for one signed-in browser session (a skipped welcome modal): kept in
// sessionStorage, so a reload keeps them, and cleared on every sign-in and sign-out, so the next
// session (or the next person on this browser) starts afresh.

const PREFIX = 'agency-portal:session:';

export function readSessionFlag(name: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + name) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(name: string): void {
  try {
    window.sessionStorage.setItem(PREFIX + name, '1');
  } catch {
    // Storage can be unavailable (privacy modes): the flag then lasts this page view only.
  }
}

export function clearSessionFlags(): void {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
