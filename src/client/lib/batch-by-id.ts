interface Waiting<T> {
  resolve(found: T | null): void;
  reject(error: unknown): void;
}

/**
 * One request for what many components ask of their own video: each card asks for its id, and
 * the asks made in one go (a page of cards rendering, within a task) are sent together,
 * `max` ids a request. `fetchMany` answers with what it found by id; an id it leaves out
 * resolves to null. A failed request rejects the asks it carried, and only those.
 */
export function createIdBatcher<T>(
  fetchMany: (ids: string[]) => Promise<ReadonlyMap<string, T>>,
  max: number,
): (id: string) => Promise<T | null> {
  let waiting = new Map<string, Waiting<T>[]>();
  let scheduled = false;

  async function send(batch: Map<string, Waiting<T>[]>) {
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += max) {
      const chunk = ids.slice(start, start + max);
      try {
        const found = await fetchMany(chunk);
        for (const id of chunk)
          for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? null);
      } catch (error) {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
      }
    }
  }

  return (id) =>
    new Promise((resolve, reject) => {
      const list = waiting.get(id) ?? [];
      list.push({ resolve, reject });
      waiting.set(id, list);
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        const batch = waiting;
        waiting = new Map();
        scheduled = false;
        void send(batch);
      }, 0);
    });
}
