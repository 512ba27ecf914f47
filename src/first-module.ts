/**
 * The entry of dist/ipo-calendar.js, the script a page includes: it starts the loads of the page's `<ipo-calendar>`
 * elements (src/element/early-loads.ts) and, at the same time, imports the element's module (./ipo-calendar.ts, a chunk
 * found beside this script's own URL), which registers the element and takes the loads over. Lit and the element's
 * code then arrive while the call is on the network. It exports the registry of clients, the one the element shares,
 * and `element`, the promise of the element's module with all that the package's entry exports.
 */
import { startEarlyLoads } from './element/early-loads.js';

export { ClientRegistry } from './client/registry.js';

// The element's chunk is asked for first: its request then leaves before the work of the early loads.
export const element = import('./ipo-calendar.js');
startEarlyLoads();
