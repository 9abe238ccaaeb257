/**
 * One create at a time per unique key, within this process. A create that must do slow work
 * before its insert (hashing a password: argon2 behind a gate of one or two slots) otherwise lets
 * every concurrent request with the same key pass the "is it free?" check, queue for the slow
 * work and be refused by the gate (503) or by the unique index only at the end. Behind a claim,
 * the first request does the work and the others, once it is done, find the key taken (409) at
 * once. Across instances the unique index still decides; the claim only keeps the losers cheap.
 */
const held = new Map<string, Promise<unknown>>();

export async function withClaim<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = held.get(key);
  const mine = (async () => {
    // The previous holder's outcome is not ours: wait for it to settle, whatever it was.
    if (before) await before.catch(() => undefined);
    return work();
  })();
  held.set(key, mine);
  try {
    return await mine;
  } finally {
    // The last in line removes the key, so the map holds only keys in use.
    if (held.get(key) === mine) held.delete(key);
  }
}
