import { expect } from '@open-wc/testing';
import type { IpoSelectEvent } from '../../src/element/events.js';
import { PanelController } from '../../src/element/panel-controller.js';
import { countingHost } from '../support/counting-host.js';
import { offering } from '../support/offering.js';

/** A host that counts the renders asked of it, and a focus that records where it was sent. */
function panel() {
  const host = countingHost(new EventTarget());
  const moves: string[] = [];
  const focus = {
    enterPanel: (selector: string) => moves.push(`enter ${selector}`),
    leavePanel: () => moves.push('leave'),
  };
  const opened: string[] = [];
  const controller = new PanelController(host, { focus: () => focus, opened: (offering) => opened.push(offering.id) });
  return { host, moves, opened, controller };
}

const OFFERING = offering({ id: 'a', corp_name: '가나바이오' });

/** A click as the block around the body and the panel receives it: on `target`, listened to on `block`. */
function clickOn(target: EventTarget, block: EventTarget): Event {
  const event = new Event('click');
  Object.defineProperties(event, { target: { value: target }, currentTarget: { value: block } });
  return event;
}

describe('PanelController', () => {
  it('opens the panel of a selected offering, after a cancelable ipo-select, with focus on its close button', () => {
    const { host, moves, controller } = panel();
    const selected: IpoSelectEvent[] = [];
    host.addEventListener('ipo-select', (event) => selected.push(event as IpoSelectEvent));
    controller.select(OFFERING);
    expect(selected.map((event) => [event.detail.offering, event.cancelable])).to.deep.equal([[OFFERING, true]]);
    expect(controller.offering).to.equal(OFFERING);
    expect(moves).to.deep.equal(['enter [part~=close]']);
    expect(host.renders).to.equal(1);
  });

  it('stays closed when the page cancels ipo-select, to show its own details, and the offering counts as unopened', () => {
    const { host, moves, opened, controller } = panel();
    host.addEventListener('ipo-select', (event) => event.preventDefault());
    controller.select(OFFERING);
    expect([controller.offering, moves, host.renders, opened]).to.deep.equal([null, [], 0, []]);
  });

  it('tells that the reader opened an offering', () => {
    const { opened, controller } = panel();
    controller.select(OFFERING);
    expect(opened).to.deep.equal(['a']);
  });

  it("opens the broker picker in the panel's place, and closes it the same way", () => {
    const { host, moves, controller } = panel();
    controller.select(OFFERING);
    controller.openBrokers();
    expect([controller.content, controller.offering]).to.deep.equal([{ kind: 'brokers' }, null]);
    controller.putAway();
    expect(controller.content, 'other data leaves the picker open').to.deep.equal({ kind: 'brokers' });
    controller.close();
    expect(controller.content).to.equal(null);
    expect(moves).to.deep.equal(['enter [part~=close]', 'enter [part~=close]', 'leave']);
    expect(host.renders).to.equal(3);
  });

  it('closes with focus back where it was', () => {
    const { host, moves, controller } = panel();
    controller.select(OFFERING);
    controller.close();
    expect(controller.offering).to.equal(null);
    expect(moves).to.deep.equal(['enter [part~=close]', 'leave']);
    expect(host.renders).to.equal(2);
  });

  it('closes on a click beside it, which lands on the block around it, not on a click inside', () => {
    const { controller } = panel();
    const block = new EventTarget();
    controller.select(OFFERING);
    controller.clickBeside(clickOn(new EventTarget(), block));
    expect(controller.offering, 'a click on what the block holds').to.equal(OFFERING);
    controller.clickBeside(clickOn(block, block));
    expect(controller.offering).to.equal(null);
  });

  it('takes a click beside it for nothing while closed', () => {
    const { host, moves, controller } = panel();
    const block = new EventTarget();
    controller.clickBeside(clickOn(block, block));
    expect([moves, host.renders]).to.deep.equal([[], 0]);
  });

  it('is put away when other data is shown, leaving focus to the host', () => {
    const { moves, controller } = panel();
    controller.select(OFFERING);
    controller.putAway();
    expect(controller.offering).to.equal(null);
    expect(moves).to.deep.equal(['enter [part~=close]']);
  });
});
