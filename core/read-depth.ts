/**
 * Read depth, defined once (docs/privacy.md): the funnel Statistics draws, and the one share every
 * place shows, which is the funnel's bars averaged over its sessions. Both come from the same
 * counters, on the server and in the page, so they cannot disagree.
 */

/** How many of a layout's sessions reached one of its steps (a stage, or a panel by slot). */
interface FunnelStep {
  step: number;
  reached: number;
}

/** One layout's funnel: its sessions and each step on offer, in order. */
export interface LayoutFunnel {
  sessions: number;
  steps: FunnelStep[];
}

/** A layout's counters as a period summed them. */
export interface LayoutCounts {
  sessions: number;
  /** Steps the sessions were offered in all (0 when not counted: days before it was). */
  offered: number;
  /** Sessions that reached each step, by index. */
  reached: readonly number[];
}

/**
 * The steps on offer: as many as a session was offered on average (a flipbook offers each of its
 * sessions the same number, unless it was edited during the period), and at least every step some
 * session reached. A step never counts more sessions than the layout had: a session that turned to
 * another layout (a phone rotated) reaches steps it was not counted in.
 */
export function layoutFunnel(counts: LayoutCounts, ordered: boolean): LayoutFunnel {
  const { sessions, reached } = counts;
  if (sessions === 0) return { sessions: 0, steps: [] };
  const perSession = Math.min(reached.length, Math.round(counts.offered / sessions));
  const reachedSteps = reached.flatMap((n, step) => (n > 0 ? [step] : []));
  const highest = reachedSteps.at(-1) ?? -1;
  // Stages turn in order, so a later stage reached means every earlier one was on offer. Phones
  // show only the panels a flipbook has, which need not be the first slots: those reached, then
  // the first others up to the number on offer.
  const steps = ordered
    ? Array.from({ length: Math.max(perSession, highest + 1) }, (_, i) => i)
    : [
        ...reachedSteps,
        ...reached
          .map((_, step) => step)
          .filter((step) => !reachedSteps.includes(step))
          .slice(0, Math.max(0, perSession - reachedSteps.length)),
      ].sort((a, b) => a - b);
  return {
    sessions,
    steps: steps.map((step) => ({ step, reached: Math.min(reached[step] ?? 0, sessions) })),
  };
}

/** What the read depth is a share of: steps reached, out of steps on offer (each bar's whole). */
export interface DepthParts {
  reached: number;
  offered: number;
}

export function depthParts(funnels: readonly LayoutFunnel[]): DepthParts {
  let reached = 0;
  let offered = 0;
  for (const funnel of funnels) {
    offered += funnel.sessions * funnel.steps.length;
    for (const step of funnel.steps) reached += step.reached;
  }
  return { reached, offered };
}

/** The read depth (0 to 1) of parts added up over layouts or flipbooks, or null without any. */
export function readDepthOf(parts: readonly DepthParts[]): number | null {
  const offered = parts.reduce((sum, p) => sum + p.offered, 0);
  if (offered === 0) return null;
  return parts.reduce((sum, p) => sum + p.reached, 0) / offered;
}
