/** The playground: the attributes its form sets on the element and writes in the code, and the element's events in the log. */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { NetworkLog, renderLog } from '../../demo/network-log.js';
import { renderElement, renderSettings, renderSnippets, type PlaygroundContext } from '../../demo/playground.js';
import { DEFAULT_SETTINGS } from '../../demo/settings.js';
import { IpoBrokersChangeEvent, IpoChangeEvent, IpoPlanChangeEvent } from '../../src/element/events.js';
import { NOW } from '../support/mock-site.js';
import '../element/support.js';

/** The playground as the workbench draws it, its element kept out of the document: it makes no call. */
async function playground() {
  const form = await fixture<HTMLElement>(html`<div></div>`);
  const stage = document.createElement('div');
  const snippets = document.createElement('div');
  const log = await fixture<HTMLElement>(html`<div></div>`);
  const context: PlaygroundContext = {
    settings: DEFAULT_SETTINGS,
    change(settings) {
      context.settings = settings;
      draw();
    },
    now: () => NOW,
    generation: 0,
    log: new NetworkLog(),
  };
  const draw = () => {
    render(renderSettings(context), form);
    render(renderElement(context), stage);
    render(renderSnippets(context, draw), snippets);
    render(renderLog(context.log), log);
  };
  context.log.onChange(draw);
  draw();
  const element = () => stage.querySelector('ipo-calendar')!;
  const html_ = () => snippets.querySelector('pre')!.textContent!;
  return { form, element, html: html_, log };
}

const input = (form: HTMLElement, name: string, value?: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]${value ? `[value="${value}"]` : ''}`)!;

describe('demo playground form', () => {
  it("sets the site's brokers on the element and in its code", async () => {
    const { form, element, html } = await playground();
    const brokers = input(form, 'brokers');
    expect(brokers.placeholder).to.equal('키움, 한국투자증권');
    expect(element().hasAttribute('brokers')).to.equal(false);
    brokers.value = ' 키움, 한국투자증권 ';
    brokers.dispatchEvent(new Event('change', { bubbles: true }));
    expect(element().getAttribute('brokers')).to.equal('키움, 한국투자증권');
    expect(html()).to.contain('brokers="키움, 한국투자증권"');
    await expect(form).to.be.accessible();
  });

  it('sets the stages from four checkboxes, leaving the attribute out when all four or none are checked', async () => {
    const { form, element, html } = await playground();
    const boxes = ['demand', 'sub', 'refund', 'listing'].map((stage) => input(form, 'stages', stage));
    expect(boxes.map((box) => box.checked)).to.deep.equal([true, true, true, true]);
    expect(element().hasAttribute('stages')).to.equal(false);

    input(form, 'stages', 'demand').click();
    expect(element().getAttribute('stages')).to.equal('sub refund listing');
    expect(html()).to.contain('stages="sub refund listing"');
    input(form, 'stages', 'refund').click();
    expect(element().getAttribute('stages')).to.equal('sub listing');

    input(form, 'stages', 'sub').click();
    input(form, 'stages', 'listing').click();
    expect(element().hasAttribute('stages'), 'none checked: every stage').to.equal(false);
    expect(boxes.map((box) => input(form, 'stages', box.value).checked)).to.deep.equal([true, true, true, true]);
    expect(html()).to.not.contain('stages=');
    await expect(form).to.be.accessible();
  });
});

describe('demo network log', () => {
  it('logs the changes, the brokers and the plans the element tells of', async () => {
    const { element, log } = await playground();
    element().dispatchEvent(
      new IpoChangeEvent([
        {
          id: 'e',
          corp_name: '씨엔바이오',
          fields: [
            { field: 'sub_start', before: '2026-12-02', after: '2026-12-16' },
            { field: 'price_low', before: 10000, after: 8500 },
          ],
        },
      ]),
    );
    element().dispatchEvent(new IpoBrokersChangeEvent(['키움증권', '대신증권']));
    element().dispatchEvent(new IpoBrokersChangeEvent([]));
    element().dispatchEvent(new IpoPlanChangeEvent(['a', 'b']));
    element().dispatchEvent(new IpoPlanChangeEvent([]));
    const rows = [...log.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).to.deep.equal([
      ['ipo-plan-change', 'the offerings planned: none'],
      ['ipo-plan-change', 'the offerings planned: a, b'],
      ['ipo-brokers-change', 'the brokers in effect: none'],
      ['ipo-brokers-change', 'the brokers in effect: 키움증권, 대신증권'],
      ['ipo-change', '씨엔바이오: sub_start 2026-12-02 → 2026-12-16, price_low 10000 → 8500'],
    ]);
    await expect(log).to.be.accessible();
  });
});
