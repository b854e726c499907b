/** The bench's one table, as markdown. */
import type { Row } from './rows.ts';

const figure = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value) ? '' : value.toFixed(digits);

export function markdownTable(rows: Row[]): string {
  const head = [
    'measurement',
    'load',
    'req/s',
    'p50 ms',
    'p99 ms',
    'compared with',
    'ratio',
    'goal',
    'met',
    'note',
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i >= 2 && i <= 4 ? '---:' : '---')).join('|')}|`,
  ];
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**MISSED**';
    const cells = [
      row.measurement,
      row.load,
      figure(row.rps, 0),
      figure(row.p50, 2),
      figure(row.p99, 2),
      row.peer ?? '',
      row.ratio ?? '',
      row.goal ?? '',
      met,
      row.note ?? '',
    ];
    lines.push(`| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`);
  }
  return lines.join('\n');
}
