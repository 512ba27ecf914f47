// Types of ./fixed-clock.mjs, for the TypeScript scripts that import it.
import type { Page } from 'puppeteer-core';

/** Pins `Date.now` of every document `page` opens to `instant` (epoch ms); timers still run. */
export declare function fixClock(page: Page, instant: number): Promise<unknown>;
