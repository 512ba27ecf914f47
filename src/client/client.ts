/**
 * The client the element uses: stored bodies at once (`peek`), fresh ones with as few calls as
 * possible (`list`), and the key's quota. Elements take theirs from a registry (./registry.ts), which
 * gives the same client for the same base URL, key and TTL, so that they share calls, storage and quota.
 */
import { createSession, type SessionOptions } from './session.js';
import type { IpoClient } from './client-types.js';

export interface ClientOptions extends SessionOptions {
  /** How long a body is used without any call (also ending at KST midnight); 0 = always revalidate. Default 10 min. */
  ttlMs?: number;
}

/** A client that shares nothing with others but the storage (as after a reload). */
export const createClient = (options: ClientOptions): IpoClient => createSession(options)(options.ttlMs);
