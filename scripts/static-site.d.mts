// Types of ./static-site.mjs, for the TypeScript scripts that import it.
import type { Server } from 'node:http';

/** Builds the demo site into `outDir`, as `npm run build:demo` does into dist/demo. */
export declare function buildDemo(outDir: string): Promise<void>;

/** Serves the files under `folder` at the root of http://127.0.0.1:<port>/ (a free port); resolves with its URL. */
export declare function serveStatic(folder: string): Promise<{ server: Server; url: string }>;
