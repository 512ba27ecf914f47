// node:test, with each test entering the pinned clock by its name and the names of the suites around it, and failing
// if it read the real date without saying so (pin-clock.js). Everything else is node:test's own.
import * as nodeTest from 'node:test';

export * from 'node:test';

const suites = [];

/** The arguments of test(), it(), describe()… as [name, options, fn], whichever were given. */
function argumentsOf(args) {
  const name = typeof args[0] === 'string' ? args.shift() : undefined;
  const fn = typeof args.at(-1) === 'function' ? args.pop() : undefined;
  return [name, args[0], fn];
}

function clocked(title, fn) {
  const clock = globalThis.__ipoTestClock;
  if (!fn || !clock) return fn;
  const run = async function (...args) {
    clock.enter(title);
    let failed = false;
    try {
      return await fn.apply(this, args);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const error = clock.leave();
      if (error && !failed) throw error; // eslint-disable-line no-unsafe-finally -- the test's own error goes first
    }
  };
  // node:test tells a test that takes a `done` callback by its function's length.
  Object.defineProperty(run, 'length', { value: fn.length });
  return run;
}

function wrapTest(original) {
  const wrapped = (...args) => {
    const [name, options, fn] = argumentsOf(args);
    const title = [...suites, name ?? fn?.name ?? ''].join(' ');
    return original(name, options, clocked(title, fn));
  };
  return Object.assign(wrapped, { skip: original.skip, todo: original.todo, only: original.only });
}

function wrapSuite(original) {
  const wrapped = (...args) => {
    const [name, options, fn] = argumentsOf(args);
    return original(name, options, (...suiteArgs) => {
      suites.push(name ?? '');
      try {
        return fn?.(...suiteArgs);
      } finally {
        suites.pop();
      }
    });
  };
  return Object.assign(wrapped, { skip: original.skip, todo: original.todo, only: original.only });
}

export const test = wrapTest(nodeTest.test);
export const it = wrapTest(nodeTest.it);
export const describe = wrapSuite(nodeTest.describe);
export const suite = wrapSuite(nodeTest.suite ?? nodeTest.describe);
export default test;
