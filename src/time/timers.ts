/**
 * Timers as the element, the client and the relay take them, injected so that tests run on fake time: called as
 * methods of this object, as the global `setTimeout` and `clearTimeout` are.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}
