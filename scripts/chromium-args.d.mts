// Types of ./chromium-args.mjs, for the TypeScript code that imports it.

/** The switches of the headless Chromium that the browser tests and the bench launch. */
export declare const CHROMIUM_ARGS: string[];
