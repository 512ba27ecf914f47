/**
 * The phases of a page load, each between two of its marks (bench/page-load.ts), and the table of their medians: one
 * row per phase, one column per side, each side next to its ratio to the floor's.
 */
import type { PageLoad } from './page-load.js';
import { spread, summarize, times } from './stats.js';

interface Phase {
  label: string;
  of(load: PageLoad): number;
}

const PHASES: readonly Phase[] = [
  { label: 'navigation → script arrived', of: (load) => load.scriptArrivedMs },
  { label: 'script arrived → call sent', of: (load) => load.callSentMs - load.scriptArrivedMs },
  { label: 'call sent → answer received', of: (load) => load.answerReceivedMs - load.callSentMs },
  { label: 'answer received → content painted', of: (load) => load.paintedMs - load.answerReceivedMs },
];
const WHOLE: Phase = { label: 'navigation → content painted', of: (load) => load.paintedMs };

const roundedMs = (value: number) => value.toFixed(0);

/**
 * The header and rows of the phase table: the floor's column first, then each other side's median and its ratio to
 * the floor's, and a last row with the spread of the whole. Each figure is the median over the runs of that phase's
 * length in each run, so the phases' medians need not add up to the whole's.
 */
export function phaseTable<Side extends string>(
  loads: Record<Side, readonly PageLoad[]>,
  labels: Record<Side, string>,
  floor: Side,
): string[][] {
  const others = (Object.keys(loads) as Side[]).filter((side) => side !== floor);
  const summary = (side: Side, phase: Phase) => summarize(loads[side].map((load) => phase.of(load)));
  const row = (phase: Phase) => {
    const floorMedian = summary(floor, phase).median;
    return [
      phase.label,
      roundedMs(floorMedian),
      ...others.flatMap((side) => {
        const { median } = summary(side, phase);
        return [roundedMs(median), times(median / floorMedian)];
      }),
    ];
  };
  return [
    [
      `phase, median of ${loads[floor].length} runs (ms)`,
      labels[floor],
      ...others.flatMap((side) => [labels[side], '× floor']),
    ],
    ...[...PHASES, WHOLE].map(row),
    [
      'navigation → content painted, p25–p75',
      spread(summary(floor, WHOLE), 0),
      ...others.flatMap((side) => [spread(summary(side, WHOLE), 0), '']),
    ],
  ];
}
