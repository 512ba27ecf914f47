/**
 * What the element shows when a part of it could not be loaded (its chunk did not arrive): a message in that part's
 * place, in the element's language, and a retry; the rest stays as it was.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { brokerNames } from '../../src/brokers/names.js';
import { renderBody } from '../../src/element/render/body.js';
import type { ModuleStates } from '../../src/element/lazy-modules-controller.js';
import type { LazyModuleName } from '../../src/element/needed-modules.js';
import type { ElementActions } from '../../src/element/render/element.js';
import { renderPanelFrame, type PanelFrameContext } from '../../src/element/render/panel-frame.js';
import { renderPanelContent, type OfferingPanel } from '../../src/element/render/panel.js';
import type { ViewModel } from '../../src/element/view-model.js';
import { ko } from '../../src/i18n/ko.js';
import { toListItem } from '../../src/model/list-item.js';
import { marksOf } from '../../src/model/offering-marks.js';
import { NO_PLAN } from '../../src/model/plan-view.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS } from '../../src/model/deposit.js';
import { scheduled } from '../support/offering.js';

const TODAY = '2026-11-23';
const BIO = scheduled('a', '2026-12-02', { corp_name: '가나바이오' });
const PANEL: OfferingPanel = {
  kind: 'offering',
  offering: BIO,
  item: toListItem(BIO, TODAY),
  marks: marksOf(BIO, {
    brokers: [],
    brokerNames: null,
    changeOf: () => null,
    assumptions: DEFAULT_DEPOSIT_ASSUMPTIONS,
    plan: NO_PLAN,
  }),
  current: 'demand',
};

/** The panel's context in Korean, counting the retries asked for. */
function panelContext(changes: Partial<PanelFrameContext> = {}) {
  const retries: string[] = [];
  const context: PanelFrameContext = {
    t: ko,
    now: Date.parse('2026-11-23T10:00:00+09:00'),
    brokerNames,
    icsFile: { status: 'idle' },
    plan: () => undefined,
    askIcs: () => undefined,
    retry: () => retries.push('retry'),
    toggle: () => undefined,
    clear: () => undefined,
    close: () => undefined,
    ...changes,
  };
  return { context, retries };
}

/** The modules' states with `failed`'s import failed, the others not asked for. */
const failedModule = (failed: LazyModuleName): ModuleStates => ({
  state: (name) => ({ status: name === failed ? 'failed' : 'idle' }),
});

const shown = (content: TemplateResult) => fixture<HTMLElement>(html`<div>${content}</div>`);

/** The alert's words, and its button's. */
const alertOf = (root: HTMLElement) => {
  const alert = root.querySelector<HTMLElement>('[role="alert"]')!;
  return [alert.querySelector('p')!.textContent!.trim(), alert.querySelector('button')!.textContent!.trim()];
};

describe('a part of the element that could not be loaded', () => {
  it("is said in the open panel's frame, which keeps its title and close button, with a retry", async () => {
    const { context, retries } = panelContext();
    const root = await shown(renderPanelFrame(PANEL, failedModule('panel'), context));
    const dialog = root.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-busy'), 'no longer busy').to.equal('false');
    expect(dialog.querySelector('#panel-title')!.textContent).to.equal('가나바이오');
    expect(alertOf(root)).to.deep.equal([
      '달력의 일부를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
      '다시 시도',
    ]);
    root.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    expect(retries).to.deep.equal(['retry']);
    await expect(root).to.be.accessible();
  });

  it("is said in the picker's frame too", async () => {
    const { context } = panelContext();
    const picker = { kind: 'brokers', brokers: [], siteBrokers: [], chosen: false } as const;
    const root = await shown(renderPanelFrame(picker, failedModule('brokerPicker'), context));
    expect(root.querySelector('#panel-title')!.textContent).to.equal('내 증권사');
    expect(alertOf(root)[1]).to.equal('다시 시도');
  });

  it('is said beside the .ics link when the writer could not be loaded, the link kept to try again', async () => {
    const { context } = panelContext({ icsFile: { status: 'failed' } });
    const root = await shown(renderPanelContent(PANEL, context));
    expect(root.querySelector('[part~="ics"]')!.textContent).to.equal('캘린더에 추가');
    expect(alertOf(root)[0]).to.include('불러오지 못했습니다');
    await expect(root).to.be.accessible();
  });

  it("is said in place of the body in the element's language, though the strings shown are Korean's", async () => {
    const retries: string[] = [];
    const view = { body: { kind: 'unavailable', lang: 'en' } } as ViewModel;
    const actions = { retryModules: () => retries.push('retry') } as unknown as ElementActions;
    const root = await shown(html`${renderBody(view, ko, actions)}`);
    expect(root.querySelector('[role="alert"]')!.closest('[lang]')!.getAttribute('lang')).to.equal('en');
    expect(alertOf(root)).to.deep.equal([
      'Part of the calendar could not be loaded. Check the connection and try again.',
      'Retry',
    ]);
    root.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    expect(retries).to.deep.equal(['retry']);
    await expect(root).to.be.accessible();
  });
});
