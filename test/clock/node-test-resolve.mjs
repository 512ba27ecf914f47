// A module hook: `node:test`, imported by anything but the wrapper itself, resolves to the wrapper (node-test.mjs).
const wrapper = new URL('./node-test.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if ((specifier === 'node:test' || specifier === 'test') && context.parentURL !== wrapper) {
    return { url: wrapper, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
