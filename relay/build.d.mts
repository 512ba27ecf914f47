/** Builds the relay into `outfile` (default dist/relay/cli.js) and resolves with its path. */
export declare function buildRelay(outfile?: string): Promise<string>;
/** Builds the Worker's module into `outfile` (default dist/relay/worker.js) and resolves with its path. */
export declare function buildWorker(outfile?: string): Promise<string>;
