// Runs a command and writes the processor time it and every process under it took, in seconds, to the file that
// IPO_CPU_TIME_FILE names: `npm test` (scripts/test.mjs) reads it for each stage. Linux counts a process's waited-for
// descendants in its own /proc/<pid>/stat (cutime, cstime), in ticks of 1/100 s (USER_HZ); elsewhere nothing is
// written.
//
//   IPO_CPU_TIME_FILE=<file> node scripts/cpu-time.mjs <command> [argument …]
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The processor time of this process's waited-for children, in seconds, or null where /proc does not tell it. */
function childrenCpuSeconds() {
  try {
    // The fields after the command's name, which may itself hold spaces and parentheses; cutime and cstime are the
    // 16th and 17th fields of the line, the 14th and 15th after the name.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
child.once('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
child.once('close', (code, signal) => {
  const seconds = childrenCpuSeconds();
  if (seconds !== null && process.env.IPO_CPU_TIME_FILE) writeFileSync(process.env.IPO_CPU_TIME_FILE, String(seconds));
  process.exit(code ?? (signal ? 1 : 0));
});
