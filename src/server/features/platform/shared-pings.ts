/**
 * Health checks that arrive together share one ping of the database: a check that arrives while a ping
 * is on its way is answered by that ping's answer, which the database gives after the check arrived.
 * Nothing is kept once it answers, so every check still waits for the database to answer. A burst of
 * checks costs the database one ping per round trip instead of one per check.
 *
 * `gather` sends each ping only once the event loop's turn is over, so that every check read from the
 * network in that turn shares it. For the embedded database, which answers within the turn that asked:
 * without it, each check of a burst would ping it in turn, and wait for all those before it.
 */
export function sharedPings(ping: () => Promise<unknown>, options: { gather: boolean }): () => Promise<void> {
  let onItsWay: Promise<void> | undefined;
  const answered = () => {
    onItsWay = undefined;
  };
  const sendWhen = options.gather
    ? () => new Promise<void>((resolve) => setImmediate(resolve))
    : () => Promise.resolve();
  return () => {
    if (!onItsWay) {
      onItsWay = sendWhen()
        .then(ping)
        .then(() => undefined);
      onItsWay.then(answered, answered);
    }
    return onItsWay;
  };
}
