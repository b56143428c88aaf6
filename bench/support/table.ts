/** One figure of `npm run bench`: a value, the reference measured in the same run, and the goal. */
export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  /** What the value is compared with, measured in the same run (absolute times are noise here). */
  reference?: { label: string; value: number };
  /** value / reference.value; lower or higher is better as `goal` says. */
  ratio?: number;
  goal?: { ratio?: number; max?: number; min?: number; better: 'lower' | 'higher' };
  note?: string;
}

export function meetsGoal(row: BenchRow): boolean | null {
  const { goal } = row;
  if (!goal) return null;
  const subject = goal.ratio !== undefined ? row.ratio : row.value;
  const limit = goal.ratio ?? (goal.better === 'lower' ? goal.max : goal.min);
  if (subject === undefined || limit === undefined) return null;
  return goal.better === 'lower' ? subject <= limit : subject >= limit;
}

function formatNumber(n: number): string {
  if (Number.isInteger(n)) return n.toLocaleString('en-US');
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

function goalText(row: BenchRow): string {
  const { goal } = row;
  if (!goal) return '';
  const sign = goal.better === 'lower' ? '≤' : '≥';
  if (goal.ratio !== undefined) return `${sign} ${goal.ratio}×`;
  const limit = goal.better === 'lower' ? goal.max : goal.min;
  return limit === undefined ? '' : `${sign} ${formatNumber(limit)} ${row.unit}`;
}

/** A Markdown table, the same text printed and written into the README. */
export function renderTable(rows: BenchRow[]): string {
  const lines = [
    '| Figure | Value | Reference (same run) | Ratio | Goal | Met |',
    '| --- | ---: | --- | ---: | --- | :---: |',
  ];
  for (const row of rows) {
    const met = meetsGoal(row);
    lines.push(
      `| ${row.figure} | ${formatNumber(row.value)} ${row.unit} | ${
        row.reference
          ? `${row.reference.label}: ${formatNumber(row.reference.value)} ${row.unit}`
          : '—'
      } | ${row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)}×`} | ${goalText(row) || '—'} | ${
        met === null ? '—' : met ? 'yes' : 'no'
      } |`,
    );
  }
  return lines.join('\n');
}
