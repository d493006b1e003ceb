/**
 * Wraps a read so that calls made while one is under way share it: a burst of requests costs
 * one read. A call made after the shared read settles starts a new one, so no answer is older
 * than the read that was in flight when its call came.
 */
export function shareInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
