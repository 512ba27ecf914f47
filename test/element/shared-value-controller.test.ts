import { expect } from '@open-wc/testing';
import { ClientRegistry } from '../../src/client/registry.js';
import { SharedValueController } from '../../src/element/shared-value-controller.js';
import { countingHost } from '../support/counting-host.js';
import { MemoryStorage } from '../support/memory-storage.js';

const KEY = 'ipo-calendar:v1:test';

/** A host that counts the renders asked of it, on a registry of its own. */
function host() {
  return countingHost({ clients: new ClientRegistry({ storage: new MemoryStorage() }) });
}

describe('SharedValueController', () => {
  it('reads once, and again after a write of the registry, which renders the host', () => {
    const element = host();
    const controller = new SharedValueController(element, KEY, (stored) => stored ?? 'none');
    controller.hostConnected();
    expect(controller.value).to.equal('none');
    element.clients.shared(KEY).write('a');
    expect([controller.value, element.renders]).to.deep.equal(['a', 1]);
    controller.write('b');
    expect([controller.value, element.renders]).to.deep.equal(['b', 2]);
  });

  it('leaves a removed host out of the registry, even when it is read after its removal', () => {
    const element = host();
    const controller = new SharedValueController(element, KEY, (stored) => stored);
    controller.hostConnected();
    controller.hostDisconnected();
    // A load that ends after the removal reads the value, as its render would.
    expect(controller.value).to.equal(null);
    element.clients.shared(KEY).write('a');
    expect(element.renders, 'not rendered while removed').to.equal(0);
    controller.hostConnected();
    expect(controller.value, 'read again once back').to.equal('a');
  });

  it("reads again at another tab's write of its key, or the storage cleared", () => {
    const element = host();
    const controller = new SharedValueController(element, KEY, (stored) => stored);
    controller.hostConnected();
    expect(controller.value).to.equal(null);
    const storage = new MemoryStorage();
    element.clients = new ClientRegistry({ storage });
    storage.setItem(KEY, '"other tab"');
    expect(controller.value, 'the new registry’s').to.equal('other tab');
    storage.setItem(KEY, '"again"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ipo-calendar:v1:other' }));
    expect(controller.value, 'another key: not read again').to.equal('other tab');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(controller.value).to.equal('again');
    controller.hostDisconnected();
  });
});
