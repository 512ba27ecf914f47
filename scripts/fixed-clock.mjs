// Pins the clock of every document a page opens to one instant, as Playwright's `clock.setFixedTime` does: `Date.now`,
// which the demo's mock, the element and its client all read, returns it; timers still run. The demo then shows the
// same day, data and times at every run, whatever the machine's date.
export function fixClock(page, instant) {
  return page.evaluateOnNewDocument((at) => {
    Date.now = () => at;
  }, instant);
}
