/** Element tests run the source element, registered here, with the helpers of ./helpers.ts. */
import '../../src/ipo-calendar.js';

export * from './helpers.js';
