/**
 * Element tests register the element here, with the helpers of ./helpers.ts: from the sources, or from the built bundle
 * when IPO_TEST_TARGET=bundle answers this entry with it (see web-test-runner.config.mjs).
 */
import '../../src/ipo-calendar.js';

export * from './helpers.js';
