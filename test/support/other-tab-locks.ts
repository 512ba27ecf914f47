/**
 * Web Locks as they are while another tab holds every lock a page asks for: the test, standing in for that tab, takes
 * each name through `navigator.locks` just before the page's request for it goes there, and holds them all until
 * `release`.
 */
export function locksHeldByAnotherTab(): { locks: LockManager; release(): void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const taken = new Map<string, Promise<void>>();
  const takeFirst = (name: string) =>
    taken.get(name) ??
    taken
      .set(name, new Promise<void>((granted) => void navigator.locks.request(name, () => (granted(), released))))
      .get(name)!;
  const request = async (name: string, ...rest: unknown[]) => {
    await takeFirst(name);
    return (navigator.locks.request as (name: string, ...rest: unknown[]) => Promise<unknown>)(name, ...rest);
  };
  return { locks: { request, query: () => navigator.locks.query() } as LockManager, release };
}
