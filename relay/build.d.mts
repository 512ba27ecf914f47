/** Builds the relay into `outfile` (default dist/relay/cli.js) and resolves with its path. */
export declare function buildRelay(outfile?: string): Promise<string>;
