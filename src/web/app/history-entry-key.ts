/**
 * React Router restores each history entry's scroll by the entry's key, and a document loaded afresh has no
 * key yet: the router calls it 'default'. Every page opened by a full load in one tab (a link from an email,
 * a typed address) would then share the position saved for the first one, and restore it over where the
 * page means to be: a linked task scrolled into view, then thrown back to the top once the restore (a
 * transition, so late on a slow phone) commits. The entry gets a key of its own before the router reads it;
 * it lives in the entry's state, so a reload or Back restores that entry's own position. (A random key, as the
 * router makes its own.)
 */
export function keyThisHistoryEntry() {
  const state = window.history.state as { key?: unknown } | null;
  if (state?.key) return;
  window.history.replaceState(
    { usr: null, idx: 0, ...state, key: Math.random().toString(36).slice(2, 10) },
    '',
  );
}
