// The run's instant in this process, chosen once (instants.mjs): the test runner's configurations, their server
// commands and the Node test processes read it from here.
import { chooseTestInstant } from './instants.mjs';

export const RUN_INSTANT = chooseTestInstant();
