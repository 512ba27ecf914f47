/**
 * The element's bundle in one file inside the built relay: relay/build.mjs defines `__IPO_ELEMENT_SCRIPT__` as its
 * text, so that the Worker and the Node command serve the embed page's script without a file beside them. Null in the
 * sources, where the Node command has relay/build.mjs build it (src/relay/cli.ts).
 */
declare const __IPO_ELEMENT_SCRIPT__: string | undefined;

export const bundledElementScript: string | null =
  typeof __IPO_ELEMENT_SCRIPT__ === 'string' ? __IPO_ELEMENT_SCRIPT__ : null;
