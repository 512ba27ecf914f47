/** The mock HTTP server started in this process on 127.0.0.1, on a port the system picks, with an injected clock. */
import { createMockApi, type MockApiOptions } from '../../../src/mock/api.js';
import { serveMockApi } from '../../../src/mock/server.js';

export interface LoopbackMock {
  port: number;
  /** The v1 root, `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startLoopbackMock(options: MockApiOptions & { now: () => number }): Promise<LoopbackMock> {
  const { server, baseUrl } = await serveMockApi(createMockApi(options), 0, '127.0.0.1');
  return {
    port: Number(new URL(baseUrl).port),
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
