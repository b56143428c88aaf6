import fs from 'node:fs';

/** Clock ticks a second in /proc (USER_HZ), which Linux fixes at 100 for user space. */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system) a process has used, in ms, from /proc/{pid}/stat (Linux). */
export function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
