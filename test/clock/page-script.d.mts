// Types of ./page-script.mjs, for the TypeScript scripts that import it.
import type { Browser, BrowserContext, Page } from 'puppeteer-core';

/** A page's pin at `instant` (epoch ms), as source text. */
export declare function pinnedPageScript(instant: number): string;
/** A test page's pin at `instant` (epoch ms), whose tests mocha runs, as source text. */
export declare function pinnedTestPageScript(instant: number): string;
/** A new page of `browserOrContext`, its clock pinned at `instant` (epoch ms) in every document. */
export declare function pinnedPage(browserOrContext: Browser | BrowserContext, instant: number): Promise<Page>;
