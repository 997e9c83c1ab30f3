/**
 * CPU pinning for the benchmarks: the servers under test (the app and the bare NestJS
 * reference) each get one dedicated core, the load generator the others, so that
 * neither steals the other's core and a server's main thread never migrates between
 * cores mid-run (on the 2-vCPU machines the same command's figures otherwise move by
 * 20-30 % from run to run, and an app with a large heap, such as the 10,000-location
 * shop, loses more to migration than the bare app does).
 *
 *   const pin = cpuPinning();                 // null: not pinned (BENCH_PIN=0, one CPU, no taskset)
 *   pin?.pinThisProcessToLoadCpus();          // the load generator (autocannon runs here)
 *   spawn(...withCpu(pin?.serverCpu, [process.execPath, ...args]))
 *
 * Linux `taskset` (util-linux); loopback benchmarks only.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Where the servers and the load generator run. */
export interface CpuPinning {
  /** The core every server under test is pinned to (the last one). */
  serverCpu: number;
  /** The cores of the load generator, as a taskset list (`0` or `0-2`). */
  loadCpus: string;
  /** Pins this process (all its threads) to {@link loadCpus}. */
  pinThisProcessToLoadCpus(): void;
  /**
   * Pins a database server running on this machine (every process with one of these
   * names, all threads) to {@link loadCpus}, off the servers' core, as a database on its own host
   * would be; returns what was done, for the report, and how to put the old CPU sets back.
   */
  pinLocalServerToLoadCpus(processNames: readonly string[]): { note: string; restore(): void };
  /** One line for the benchmark's header. */
  describe(): string;
}

/**
 * The pinning to use, or null when it is off: `BENCH_PIN=0`, fewer than two CPUs, or no
 * working `taskset` on this machine.
 */
export function cpuPinning(env: NodeJS.ProcessEnv = process.env): CpuPinning | null {
  const cpus = availableParallelism();
  if (env.BENCH_PIN === '0' || cpus < 2) return null;
  if (spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status !== 0) return null;
  const serverCpu = cpus - 1;
  const loadCpus = serverCpu === 1 ? '0' : `0-${serverCpu - 1}`;
  return {
    serverCpu,
    loadCpus,
    pinThisProcessToLoadCpus() {
      const r = spawnSync('taskset', ['-a', '-p', '-c', loadCpus, String(process.pid)], { stdio: 'ignore' });
      if (r.status !== 0) throw new Error(`taskset could not pin the load generator to CPUs ${loadCpus}`);
    },
    pinLocalServerToLoadCpus(processNames) {
      const processName = processNames.join('/');
      const pids = processNames.flatMap((name) => (spawnSync('pgrep', ['-x', name], { encoding: 'utf8' }).stdout ?? '').split(/\s+/).filter(Boolean));
      const before = pids.map((pid) => [pid, /:\s*(\S+)\s*$/.exec(spawnSync('taskset', ['-c', '-p', pid], { encoding: 'utf8' }).stdout ?? '')?.[1]] as const);
      const pinned = before.filter(([pid]) => spawnSync('taskset', ['-a', '-c', '-p', loadCpus, pid], { stdio: 'ignore' }).status === 0);
      const note = pinned.length
        ? `${processName} (pid ${pinned.map(([pid]) => pid).join(', ')}) pinned to CPU ${loadCpus} beside the load generator, off the servers' core`
        : `${processName}: not running here or not pinnable; it shares the servers' core`;
      return {
        note,
        restore() {
          for (const [pid, cpus] of pinned) if (cpus) spawnSync('taskset', ['-a', '-c', '-p', cpus, pid], { stdio: 'ignore' });
        },
      };
    },
    describe: () => `servers pinned to CPU ${serverCpu}, load generator to CPU ${loadCpus} (BENCH_PIN=0 turns pinning off)`,
  };
}

/** `command` prefixed with `taskset -c <cpu>` when `cpu` is given: spawn(result[0], result.slice(1)). */
export function withCpu(cpu: number | undefined, command: string[]): string[] {
  return cpu === undefined ? command : ['taskset', '-c', String(cpu), ...command];
}

/** Busy and total jiffies of all CPUs, from /proc/stat (null where there is none). */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = values[3] + (values[4] ?? 0); // idle + iowait
    const total = values.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet before a measurement that one busy core would distort
 * (a big shop's first request, the memory curve): the share of busy CPU time over one
 * second must fall below `maxBusy` (e.g. MariaDB still flushing after the throughput
 * table's writes), for at most `timeoutMs`. Returns one line saying how long it waited and
 * how busy the machine was, for the report.
 */
export async function waitForQuiet(maxBusy = 0.1, timeoutMs = 60_000): Promise<string> {
  const started = performance.now();
  let busy = 1;
  for (;;) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes();
    if (!before || !after) return 'machine load unknown (no /proc/stat)';
    busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waited = (performance.now() - started) / 1000;
    if (busy < maxBusy) return `machine quiet after ${waited.toFixed(0)} s (${(busy * 100).toFixed(0)} % busy)`;
    if (waited * 1000 >= timeoutMs) return `machine still ${(busy * 100).toFixed(0)} % busy after ${waited.toFixed(0)} s: figures below may be high`;
  }
}
