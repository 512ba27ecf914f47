/** Browser-side access to the real mock HTTP server, through the commands in mock-server-commands.mjs. */
import { executeServerCommand } from '@web/test-runner-commands';

export interface MockServerOptions {
  /** The instant the server's clock is fixed at (ISO 8601). */
  now: string;
  /** Offerings in the v1 item shape, or raw file text. */
  data?: unknown;
  /** Extra CLI flags. */
  flags?: string[];
}

export interface RunningMockServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const { baseUrl, pid } = await executeServerCommand<{ baseUrl: string; pid: number }, MockServerOptions>(
    'start-mock-server',
    options,
  );
  return { baseUrl, stop: async () => void (await executeServerCommand('stop-mock-server', { pid })) };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run mock-server` with the given flags until it exits (for flags that must fail). */
export function runMockCli(options: Partial<MockServerOptions>): Promise<CliResult> {
  return executeServerCommand<CliResult, Partial<MockServerOptions>>('run-mock-cli', options);
}

export interface RawAnswer {
  status: number;
  body: string;
}

/** Sends `method target` to the server from Node, for request lines no browser sends (TRACE, `*`, `//`). */
export function rawMockRequest(baseUrl: string, method: string, target: string): Promise<RawAnswer> {
  return executeServerCommand<RawAnswer, { baseUrl: string; method: string; target: string }>('raw-mock-request', {
    baseUrl,
    method,
    target,
  });
}
