/** Samples the server's resident memory every `everyMs` until stopped. */
export function sampleMemory(read: () => Promise<number>, everyMs: number) {
  const samples: { atMs: number; bytes: number }[] = [];
  const began = performance.now();
  const take = () =>
    read()
      .then((bytes) => samples.push({ atMs: performance.now() - began, bytes }))
      .catch(() => undefined);
  void take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await take();
    },
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
