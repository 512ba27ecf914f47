/**
 * The two ways a contract test reaches the mock: the core in-process (through msw's handlers, as
 * the browser tests and the demo do) and the real HTTP server, cross-origin from the test page.
 */
import { getResponse } from 'msw';
import { createMockApi } from '../../src/mock/api.js';
import { createMockHandlers, MOCK_ORIGIN } from '../../src/mock/handlers.js';
import { startMockServer } from '../support/mock-server.js';

export interface TargetOptions {
  /** The instant the clock stands at (ISO 8601). */
  now: string;
  data?: unknown;
}

export interface Target {
  baseUrl: string;
  /** True when the page reaches the target cross-origin, so only exposed headers are readable. */
  crossOrigin: boolean;
  get(pathAndQuery: string, headers?: Record<string, string>): Promise<Response>;
  send(method: string, pathAndQuery: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export type TargetFactory = (options: TargetOptions) => Promise<Target>;

function requester(baseUrl: string, crossOrigin: boolean, respond: (request: Request) => Promise<Response>) {
  const send = (method: string, pathAndQuery: string, headers: Record<string, string> = {}) =>
    respond(new Request(`${baseUrl}${pathAndQuery}`, { method, headers, cache: 'no-store' }));
  return {
    baseUrl,
    crossOrigin,
    send,
    get: (pathAndQuery: string, headers?: Record<string, string>) => send('GET', pathAndQuery, headers),
  };
}

export const inProcess: TargetFactory = async ({ now, data }) => {
  const handlers = createMockHandlers(createMockApi({ now: () => Date.parse(now), data }));
  const baseUrl = `${MOCK_ORIGIN}/v1`;
  const respond = async (request: Request) => (await getResponse(handlers, request)) ?? Response.error();
  return { ...requester(baseUrl, false, respond), close: async () => {} };
};

export const overHttp: TargetFactory = async ({ now, data }) => {
  const server = await startMockServer({ now, data });
  return { ...requester(server.baseUrl, true, (request) => fetch(request)), close: server.stop };
};
