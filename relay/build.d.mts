/** Builds the relay into `outfile` (default dist/relay/cli.js) and resolves with its path. */
export declare function buildRelay(outfile?: string): Promise<string>;
/** Builds the Worker's module into `outfile` (default dist/relay/worker.js) and resolves with its path. */
export declare function buildWorker(outfile?: string): Promise<string>;
/** The element's bundle the relay serves, in one file: built from the sources, kept in node_modules/.cache. */
export declare function elementBundle(): Promise<string>;
