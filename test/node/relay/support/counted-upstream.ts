/**
 * The mock API served in this process on 127.0.0.1, its clock fixed, counting every request it gets by status: the
 * relay's upstream calls as the upstream sees them, whatever the relay believes it made.
 */
import { createMockApi, type MockApi } from '../../../../src/mock/api.js';
import { serveMockApi } from '../../../../src/mock/server.js';

export interface CountedUpstream {
  /** The v1 root. */
  baseUrl: string;
  /** Requests received, and answers by status. */
  calls(): number;
  statuses: Record<number, number>;
  /** The mock itself, for its controls (a correction). */
  api: MockApi;
  close(): Promise<void>;
}

export async function countedUpstream(now: string): Promise<CountedUpstream> {
  const instant = Date.parse(now);
  const api = createMockApi({ now: () => instant });
  const statuses: Record<number, number> = {};
  const counted = {
    ...api,
    async handle(request: Request) {
      const response = await api.handle(request);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      return response;
    },
  };
  const { server, baseUrl } = await serveMockApi(counted, 0, '127.0.0.1');
  return {
    baseUrl,
    calls: () => Object.values(statuses).reduce((sum, count) => sum + count, 0),
    statuses,
    api,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
