/**
 * `load` run on the first call only, every call sharing its promise: for a library loaded with its first
 * use instead of at the server's start (the server's code is one bundle, so only an `import()` made at
 * run time stays out of its start).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
