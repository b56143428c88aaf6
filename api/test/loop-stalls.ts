import fs from 'node:fs';

/** Nanoseconds this process's main thread has run on a CPU (Linux schedstat). */
function mainThreadCpuNs(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ');
  return Number(fields[0]);
}

/**
 * Watches the event loop of this thread (the server's, in a test) with a 1 ms timer. Between two
 * turns of the timer the loop ran other work; what counts is the CPU time the thread spent in
 * that stretch (from the kernel's schedstat), not the wall time: on a machine others load, the
 * thread may wait for a CPU much longer than it works, and that is no stall of the server's.
 */
export function watchLoopStalls() {
  let wall = performance.now();
  let cpu = mainThreadCpuNs();
  let longestCpuMs = 0;
  let longestWallMs = 0;
  const timer = setInterval(() => {
    const [nowWall, nowCpu] = [performance.now(), mainThreadCpuNs()];
    longestWallMs = Math.max(longestWallMs, nowWall - wall);
    longestCpuMs = Math.max(longestCpuMs, (nowCpu - cpu) / 1e6);
    [wall, cpu] = [nowWall, nowCpu];
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return { longestCpuMs, longestWallMs };
    },
  };
}
