// `node --import ./test/clock/node.mjs`: pins the clock of a Node test process at the run's instant, and gives its test
// files a node:test whose tests enter the clock by name (node-test.mjs), as the browser pages' mocha does.
import { register } from 'node:module';
import { pinClock } from './pin-clock.js';
import { RUN_INSTANT } from './run-instant.mjs';

pinClock(RUN_INSTANT.ms);
register('./node-test-resolve.mjs', import.meta.url);
