import type { ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  /** The first stdout line (the base URL). */
  firstLine: string;
  /** Everything written to stderr so far. */
  stderr(): string;
}

export declare const root: string;
export declare const tsx: string;
export declare function temporaryFolder(prefix: string): Promise<string>;
export declare function start(
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
  options?: { detached?: boolean; timeoutMs?: number },
): Promise<Started>;
export declare function stop(started: Pick<Started, 'child'>): Promise<number | null>;
export declare function stopAll(): Promise<void>;
export declare function startMock(now: string): Promise<Started>;
export declare function freePort(): Promise<number>;
export declare function startNginx(
  relayBase: string,
  options?: { site?: string },
): Promise<{ baseUrl: string; siteUrl: string | null; stop: () => Promise<number | null> }>;
