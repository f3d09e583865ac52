import type { PortalSession } from './portal-session';

/**
 * Every row of a paged admin list (`{ [key]: rows, olderCursor }`), following the cursor to its end: the
 * lists answer a page at a time, and a check must see all of what was written.
 */
export async function everyPage<Row>(session: PortalSession, path: string, key: string): Promise<Row[]> {
  const rows: Row[] = [];
  let before: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = before ? `${path}${separator}before=${encodeURIComponent(before)}` : path;
    const { status, body } = await session.request('GET', url);
    if (status !== 200) throw new Error(`Listing ${url} answered ${status}`);
    const page = body as Record<string, unknown> & { olderCursor: string | null };
    rows.push(...(page[key] as Row[]));
    before = page.olderCursor;
  } while (before);
  return rows;
}
