import { html } from 'lit';
import { markTokens } from '../../model/offering-marks.js';
import { isPending } from '../lazy-module.js';
import type { ModuleStates } from '../lazy-modules-controller.js';
import type { PanelModel } from '../view-model.js';
import type { PickerContext } from './broker-picker.js';
import { renderDialog } from './dialog.js';
import { renderModuleWait } from './module-wait.js';
import type { PanelContext } from './panel.js';

export type PanelFrameContext = PanelContext & Pick<PickerContext, 'toggle' | 'clear'> & { close(): void };

/**
 * The open panel: its frame (title, close button) at once, and its content once its module is there, an offering's
 * details or the reader's broker picker; until then, busy, or the module's failure with a retry.
 */
export function renderPanelFrame(panel: PanelModel, modules: ModuleStates, context: PanelFrameContext) {
  const { t, close } = context;
  if (panel.kind === 'brokers') {
    const picker = modules.state('brokerPicker');
    const content =
      picker.status === 'loaded'
        ? picker.module.renderBrokerPicker({ ...context, ...panel })
        : renderModuleWait(picker, t, context.retry);
    const title = html`<h3 id="panel-title">${t.brokers.picker}</h3>`;
    return renderDialog('panel picker', title, content, { t, close, busy: isPending(picker) });
  }
  const details = modules.state('panel');
  const content =
    details.status === 'loaded'
      ? details.module.renderPanelContent(panel, context)
      : renderModuleWait(details, t, context.retry);
  const part = ['panel', ...markTokens(panel.marks)].join(' ');
  const title = html`<h3 id="panel-title" lang="ko">${panel.item.name}</h3>`;
  return renderDialog(part, title, content, { t, close, busy: isPending(details) });
}
