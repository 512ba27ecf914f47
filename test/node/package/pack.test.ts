/**
 * `npm pack` from a clean copy of the project (its files as git has them; of dist/, a built demo only): prepack builds,
 * keeping the demo, and the tarball holds the three builds, the types, the manifest and any `bin`, and nothing from
 * src/mock, demo or test. A fresh consumer installs it (from the npm cache where it can), imports it in plain Node, and
 * builds an app with Vite.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The project's files as a clone has them: tracked and new ones, without what .gitignore leaves out. */
async function cleanCopy(to: string): Promise<void> {
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root).split('\0');
  for (const file of files.filter((name) => name && existsSync(join(root, name)))) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await cp(join(root, file), join(to, file));
  }
  await symlink(join(root, 'node_modules'), join(to, 'node_modules'), 'dir');
}

/** The bare module specifiers a file imports (`lit`, `@lit/task/x.js` → `@lit/task`), Node's built-ins aside. */
function packagesImported(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:^|[;\s])(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

describe('npm pack', { timeout: 600_000 }, () => {
  let work: string;
  let project: string;
  let files: string[];
  let manifest: { version: string; dependencies: Record<string, string>; bin?: Record<string, string> | string };
  let consumer: string;

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'ipo-pack-'));
    project = join(work, 'ipo-calendar');
    await cleanCopy(project);
    assert.equal(existsSync(join(project, 'dist')), false, 'the copy starts without dist/');
    // A demo built before (npm run build:demo): the build leaves it, the package leaves it out.
    await mkdir(join(project, 'dist/demo'), { recursive: true });
    await writeFile(join(project, 'dist/demo/index.html'), '<!doctype html>\n');
    run('npm', ['pack', '--pack-destination', work], project);
    const [tarball] = (await readdir(work)).filter((name) => name.endsWith('.tgz'));
    files = run('tar', ['-tzf', join(work, tarball)], work)
      .split('\n')
      .filter(Boolean)
      .map((path) => path.replace(/^package\//, ''))
      .sort();
    manifest = JSON.parse(await readFile(join(project, 'package.json'), 'utf8'));
    consumer = join(work, 'consumer');
    await mkdir(join(consumer, 'src'), { recursive: true });
    const vite = JSON.parse(await readFile(join(root, 'node_modules/vite/package.json'), 'utf8')).version;
    await writeFile(
      join(consumer, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: { 'ipo-calendar': `file:../${tarball}` },
        devDependencies: { vite },
      }),
    );
    await writeFile(join(consumer, 'index.html'), '<script type="module" src="/src/main.js"></script>\n');
    await writeFile(
      join(consumer, 'src/main.js'),
      "import { IpoCalendar } from 'ipo-calendar';\ndocument.body.append(new IpoCalendar());\n",
    );
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], consumer);
  });

  after(() => rm(work, { recursive: true, force: true }));

  it('holds the three builds, the types, the manifest, the bin and the relay templates (nginx, Worker)', () => {
    const bins = typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {});
    for (const file of [
      'dist/ipo-calendar.js',
      'dist/ipo-calendar.iife.js',
      'dist/lib/ipo-calendar.js',
      'dist/lib/ipo-calendar.d.ts',
      'dist/lib/first-module.d.ts',
      'dist/lib/element/ipo-calendar.js',
      'dist/lib/element/events.d.ts',
      'dist/types/react.d.ts',
      'dist/types/vue.d.ts',
      'dist/types/svelte.d.ts',
      'custom-elements.json',
      'dist/relay/worker.js',
      'relay/nginx/ipo-relay.conf',
      'relay/worker/wrangler.toml',
      'relay/worker/index.js',
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      ...bins.map((bin) => bin.replace(/^\.\//, '')),
    ]) {
      assert.ok(files.includes(file), `${file} is packed`);
    }
  });

  it('keeps a demo built under dist/demo through the build, and leaves it out', () => {
    assert.ok(existsSync(join(project, 'dist/demo/index.html')), 'the build kept dist/demo');
    assert.deepEqual(
      files.filter((file) => file.startsWith('dist/demo/')),
      [],
    );
  });

  it('holds nothing from src/mock, demo or test, and no source', () => {
    const unwanted = files.filter((file) => /^(src|demo|test|bench)\/|\/mock\/|^dist\/lib\/mock/.test(file));
    assert.deepEqual(unwanted, []);
  });

  it('depends on exactly the packages that its unbundled files import', async () => {
    const installed = join(consumer, 'node_modules/ipo-calendar');
    const imported = new Set<string>();
    for (const file of files.filter((name) => /^dist\/.*\.js$/.test(name) && !/^dist\/ipo-calendar\./.test(name))) {
      for (const name of packagesImported(await readFile(join(installed, file), 'utf8'))) imported.add(name);
    }
    assert.deepEqual([...imported].sort(), Object.keys(manifest.dependencies).sort());
  });

  it('imports in plain Node, as SSR frameworks do, without throwing', () => {
    const script = `
      const main = await import('ipo-calendar');
      const bundle = await import('ipo-calendar/bundle');
      const element = await bundle.element;
      console.log(JSON.stringify([typeof main.IpoCalendar, customElements.get('ipo-calendar') === main.IpoCalendar, element.IpoCalendar === main.IpoCalendar, bundle.ClientRegistry === main.ClientRegistry]));
    `;
    const output = run(process.execPath, ['--input-type=module', '-e', script], consumer);
    assert.deepEqual(JSON.parse(output), ['function', true, true, true]);
  });

  it("builds in a fresh Vite app, with one copy of Lit, the package's own", async () => {
    run(join(consumer, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], consumer);
    // The app's entry and the chunks of the element's parts loaded when needed.
    const assets = join(consumer, 'dist/assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const code = (await Promise.all(scripts.map((script) => readFile(join(assets, script), 'utf8')))).join('\n');
    assert.match(code, /customElements\.define\(`ipo-calendar`|customElements\.define\(["']ipo-calendar/);
    // Each copy of Lit registers its version once.
    assert.equal(code.match(/litElementVersions/g)?.length, 1);
  });
});
