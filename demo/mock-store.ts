/** The mock's state in the page's storage, so that a reload keeps the quota used and the ETags (its 429s and 304s). */
import type { MockStateStore } from '../src/mock/api.js';

const KEY = 'ipo-calendar-demo:mock';

export const pageStore: MockStateStore = {
  load() {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? 'null');
    } catch {
      return null;
    }
  },
  save(state) {
    try {
      localStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Storage disabled or full: the state lives as long as the page.
    }
  },
};
