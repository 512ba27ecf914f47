/**
 * `npm run reliability`: runs the reliability suites, collects the `reliability: <suite>: <N> cases, <M> failed` lines
 * they print, and writes the table of docs/reliability.md between its markers. The browser suites (test/reliability/)
 * run on the sources, whose figures count, and on the built bundle, which must print the same; the mock API's Node
 * suites (test/node/mock/) give the requests served, and the relay's (test/node/relay/hostile-pages.test.ts) the
 * hostile answers through its share pages. The CSP is the one the strict page was sent; the longest task is
 * read from the bench's row in docs/performance.md. Exits 1 when a run fails, a case fails or the bundle differs.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { markdownTable, writeBetweenMarkers } from './markdown-figures.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const DOC = `${root}docs/reliability.md`;
const PERFORMANCE_DOC = `${root}docs/performance.md`;
/** The hostile answers through the relay's share pages, run with the mock API's Node suites. */
const RELAY_SUITE = 'test/node/relay/hostile-pages.test.ts';

interface Figure {
  cases: number;
  failed: number;
}

interface Run {
  /** The command's exit code. */
  code: number | null;
  figures: Map<string, Figure>;
  /** The strict page's policy, as its suite printed it. */
  policy: string | null;
}

/** Runs a command with its output shown as it comes, and reads the figures it printed. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  console.log(
    `\n$ ${Object.entries(env)
      .map(([name, value]) => `${name}=${value} `)
      .join('')}${command} ${args.join(' ')}`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        output += chunk;
      });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, ...figuresIn(output) }));
  });
}

/** The figures and the strict page's policy in a run's output (colours and the runner's indentation aside). */
function figuresIn(output: string): Pick<Run, 'figures' | 'policy'> {
  const text = stripVTControlCharacters(output);
  const figures = new Map<string, Figure>();
  for (const [, suite, cases, failed] of text.matchAll(/reliability: ([\w-]+): (\d+) cases, (\d+) failed/g))
    figures.set(suite, { cases: Number(cases), failed: Number(failed) });
  const policy = /strict page policy: (.+)/.exec(text)?.[1].trim() ?? null;
  return { figures, policy };
}

/** The bench's row of the longest task the element causes, as a link to it, or a note that the bench has not run. */
async function longestTask(): Promise<string> {
  const text = await readFile(PERFORMANCE_DOC, 'utf8').catch(() => '');
  const row = text
    .split('\n')
    .find((line) => /^\|\s*longest task, ipo-calendar page, caused by the element/i.test(line));
  const median = row?.split('|')[2]?.trim();
  return median ? `[${median}](performance.md#figures)` : 'not measured yet: `npm run bench` writes it';
}

const count = (value: number) => value.toLocaleString('en-US');

/** "<passed> of <cases>", over one or more suites' figures. */
function passed(figures: Map<string, Figure>, suites: string[]): string {
  const found = suites.map((suite) => figures.get(suite));
  if (found.some((figure) => !figure)) return 'not run';
  const cases = found.reduce((sum, figure) => sum + figure!.cases, 0);
  const failed = found.reduce((sum, figure) => sum + figure!.failed, 0);
  return `${count(cases - failed)} of ${count(cases)}`;
}

const casesOf = (figures: Map<string, Figure>, suite: string) => count(figures.get(suite)?.cases ?? 0);

async function main(): Promise<void> {
  const wtr = `${root}node_modules/.bin/wtr`;
  const browserSuites = ['--files', 'test/reliability/**/*.test.ts'];
  const sources = await run(wtr, browserSuites);
  const bundle = await run(wtr, browserSuites, { IPO_TEST_TARGET: 'bundle', TZ: 'America/Los_Angeles' });
  const mockSuites = (await readdir(`${root}test/node/mock`).catch(() => []))
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => `test/node/mock/${file}`);
  // Without files, node --test would run every test file it finds.
  const node = mockSuites.length
    ? await run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...mockSuites, RELAY_SUITE])
    : { code: 0, figures: new Map<string, Figure>(), policy: null };

  const figures = new Map([...sources.figures, ...node.figures]);
  const problems: string[] = mockSuites.length ? [] : ['test/node/mock holds no suite'];
  for (const [name, { code }] of Object.entries({ sources, bundle, node }))
    if (code !== 0) problems.push(`the ${name} run exited with ${code}`);
  for (const [suite, figure] of figures) if (figure.failed) problems.push(`${suite}: ${figure.failed} failed`);
  const differing = [...new Set([...sources.figures.keys(), ...bundle.figures.keys()])].filter(
    (suite) => JSON.stringify(sources.figures.get(suite)) !== JSON.stringify(bundle.figures.get(suite)),
  );
  if (differing.length) problems.push(`the bundle's figures differ for ${differing.join(', ')}`);

  const all = [...figures.values()];
  const rows = [
    ['Cases tried, all suites', count(all.reduce((sum, figure) => sum + figure.cases, 0)), 'every suite below'],
    [
      'Hostile and broken answers handled',
      `${passed(figures, ['hostile-rejected', 'hostile-accepted'])}: ${casesOf(figures, 'hostile-rejected')} rejected, ` +
        `${casesOf(figures, 'hostile-accepted')} accepted`,
      '`hostile-rejected`, `hostile-accepted`',
    ],
    [
      "Hostile and broken answers through the relay's share pages, SVG card and oEmbed (answer × surface)",
      passed(figures, ['relay-pages']),
      '`relay-pages`',
    ],
    ['XSS payloads blocked (payload × string field)', passed(figures, ['xss']), '`xss`'],
    ['Configurations rejected', passed(figures, ['config']), '`config`'],
    ['Faults survived', passed(figures, ['faults']), '`faults`'],
    ['Strict host page checks', passed(figures, ['strict-page']), '`strict-page`'],
    ['Requests served by the mock API under load', passed(figures, ['mock-load']), '`mock-load`'],
    ['Fuzzed requests answered well-formed', passed(figures, ['mock-fuzz']), '`mock-fuzz`'],
    [
      'Longest main-thread task the element causes, 100 offerings, 4× CPU',
      await longestTask(),
      'docs/performance.md (`npm run bench`)',
    ],
  ];
  const policy = sources.policy ? `\`Content-Security-Policy: ${sources.policy}\`` : 'not run';
  await writeBetweenMarkers(
    DOC,
    'reliability:figures',
    `${markdownTable(['figure', 'value', 'suite'], rows, ['value'])}\n\nThe CSP used: ${policy}\n\n` +
      (differing.length ? '' : 'The browser suites print the same figures on the built bundle.'),
  );
  console.log(`\nWrote ${DOC}.`);
  if (problems.length) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
