import type { ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  /** The first stdout line (the base URL). */
  firstLine: string;
  /** Everything written to stderr so far. */
  stderr(): string;
}

export declare const root: string;
/** The arguments of Node running a TypeScript file with tsx's loader, as the package's scripts do. */
export declare function typescript(file: string, ...args: string[]): string[];
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
