import { expect } from '@open-wc/testing';
import { FirstRenderController } from '../../src/element/first-render-controller.js';
import { countingHost } from '../support/counting-host.js';

/** A host that counts the renders asked of it, and whether a call is about to leave. */
function host() {
  const stub = countingHost({ starting: true });
  return { stub, controller: new FirstRenderController(stub, () => stub.starting) };
}

describe('FirstRenderController', () => {
  it('holds the first render while a call is about to leave, and renders the host once it has left', () => {
    const { stub, controller } = host();
    expect(controller.held).to.equal(true);
    controller.hostUpdated();
    expect(controller.held, 'still held after an update that drew nothing').to.equal(true);
    stub.starting = false;
    controller.callLeft();
    expect([controller.held, stub.renders]).to.deep.equal([false, 1]);
  });

  it('holds no render once the host has drawn, and asks for none when a later call leaves', () => {
    const { stub, controller } = host();
    stub.starting = false;
    controller.hostUpdated();
    stub.starting = true;
    expect(controller.held, 'a later load').to.equal(false);
    controller.callLeft();
    expect(stub.renders).to.equal(0);
  });
});
