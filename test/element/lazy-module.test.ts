/** A module loaded when first needed: one import for the page, its module kept, its hosts told; a failure retried. */
import { expect } from '@open-wc/testing';
import { LazyModule } from '../../src/element/lazy-module.js';
import { countingHost } from '../support/counting-host.js';
import { nextTask } from '../support/fake-time.js';

/** An import that resolves with `module` when `arrive` is called, counting the imports made. */
function gatedImport<M>(module: M) {
  let arrive!: () => void;
  let imports = 0;
  const importModule = () => {
    imports++;
    return new Promise<M>((resolve) => (arrive = () => resolve(module)));
  };
  return { importModule, arrive: () => arrive(), imports: () => imports };
}

describe('LazyModule', () => {
  it('imports once for every host that needs it, keeps the module, and renders each host when it arrives', async () => {
    const gated = gatedImport({ answer: 42 });
    const lazy = new LazyModule(gated.importModule);
    const [one, two] = [countingHost({}), countingHost({})];
    expect(lazy.state).to.deep.equal({ status: 'idle' });
    expect(lazy.need(one)).to.deep.equal({ status: 'loading' });
    expect(lazy.need(two)).to.deep.equal({ status: 'loading' });
    expect(gated.imports()).to.equal(1);
    gated.arrive();
    await lazy.load();
    expect(lazy.state).to.deep.equal({ status: 'loaded', module: { answer: 42 } });
    expect([one.renders, two.renders]).to.deep.equal([1, 1]);
    const three = countingHost({});
    expect(lazy.need(three), 'at once for a host after the first').to.deep.equal({
      status: 'loaded',
      module: { answer: 42 },
    });
    expect([gated.imports(), three.renders]).to.deep.equal([1, 0]);
  });

  it('fails when its chunk cannot be fetched, renders its hosts, and tries again only when loaded again', async () => {
    let imports = 0;
    // A chunk the server does not have (its 404 is reported): a real failed dynamic import.
    const missing = './no-such-chunk.js';
    const lazy = new LazyModule(() => (imports++, import(missing)));
    const host = countingHost({});
    lazy.need(host);
    while (lazy.state.status === 'loading') await nextTask();
    expect(lazy.state).to.deep.equal({ status: 'failed' });
    expect(host.renders).to.equal(1);
    expect(lazy.need(host), 'no import again on the next update').to.deep.equal({ status: 'failed' });
    expect(imports).to.equal(1);
    let error: unknown;
    await lazy.load(host).catch((caught: unknown) => (error = caught));
    expect(error).to.be.instanceOf(TypeError);
    expect([imports, host.renders]).to.deep.equal([2, 2]);
  });

  it('loads after a failure when tried again', async () => {
    let fail = true;
    const lazy = new LazyModule(() => (fail ? Promise.reject(new TypeError('offline')) : Promise.resolve('module')));
    const host = countingHost({});
    lazy.need(host);
    await lazy.load().catch(() => undefined);
    expect(lazy.state.status).to.equal('failed');
    fail = false;
    expect(await lazy.load(host)).to.equal('module');
    expect(lazy.state).to.deep.equal({ status: 'loaded', module: 'module' });
    expect(host.renders).to.equal(2);
  });
});
