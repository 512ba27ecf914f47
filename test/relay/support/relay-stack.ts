/** Browser-side access to a real mock server, relay and nginx, through the commands in relay-commands.mjs. */
import { executeServerCommand } from '@web/test-runner-commands';

export interface RelayStackOptions {
  /** The instant the mock's and the relay's clocks are fixed at (ISO 8601). */
  now: string;
  /** Extra relay flags. */
  flags?: string[];
}

export interface RelayStack {
  /** nginx's v1 root: what the element's base-url names. */
  baseUrl: string;
  /** The relay's own v1 root (its /healthz is beside it). */
  relay: string;
  stop(): Promise<void>;
}

export async function startRelayStack({ now, flags }: RelayStackOptions): Promise<RelayStack> {
  const { id, relay, baseUrl } = await executeServerCommand<
    { id: number; relay: string; baseUrl: string },
    { now: string; origin: string; flags?: string[] }
  >('start-relay-stack', { now, origin: location.origin, flags });
  return { baseUrl, relay, stop: async () => void (await executeServerCommand('stop-relay-stack', { id })) };
}
