/**
 * Browser-side access to a strict host page (./strict-page-commands.mjs): served over real HTTP with a strict Content
 * Security Policy, framed in the test's page, it reports what its own script (./strict-page-host.js) found.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface StrictPageAnswer {
  /** `ipo-load` or `ipo-error`. */
  type: string;
  detail: { count?: number; kind?: string };
}

export interface StrictPageReport {
  /** `<directive>: <sample or blocked URI>` of every violation the page reported. */
  violations: string[];
  /** The month view's first answer. */
  month: StrictPageAnswer;
  /** Each bar name of the month: its text, its `--days` (null when not applied), its width in its bar's widths. */
  bars: { text: string; days: number | null; widthInBars: number }[];
  /** The title of the panel a click on the first bar opened. */
  panel: string | null;
  /** The list view's first answer, and its items. */
  list: StrictPageAnswer;
  items: number;
  attribution: boolean;
}

/** Opens the strict page with the element pointed at `baseUrl`; resolves with its report and the policy it was sent. */
export async function openStrictPage(baseUrl: string): Promise<{ policy: string; report: StrictPageReport }> {
  const { url, policy } = await executeServerCommand<{ url: string; policy: string }, { baseUrl: string }>(
    'start-strict-page',
    { baseUrl },
  );
  const frame = document.createElement('iframe');
  // Wide enough for the month's full bars (narrow hosts get dots).
  frame.width = '960';
  frame.height = '1400';
  let onMessage!: (event: MessageEvent) => void;
  const reported = new Promise<StrictPageReport | { error: string }>((resolve) => {
    onMessage = (event) =>
      event.source === frame.contentWindow && event.data?.strictPage && resolve(event.data.strictPage);
    addEventListener('message', onMessage);
  });
  frame.src = url;
  document.body.append(frame);
  try {
    const report = await reported;
    if ('error' in report) throw new Error(`the strict page failed: ${report.error}`);
    return { policy, report };
  } finally {
    removeEventListener('message', onMessage);
    frame.remove();
    await executeServerCommand('stop-strict-page', { url });
  }
}
