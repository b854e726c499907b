/** One line of the bench's table: a measurement, and the goal it is held to when it has one. */
export interface Row {
  measurement: string;
  /** how it was loaded: "32 conn, max", "fixed 2000/s", … */
  load: string;
  rps?: number;
  p50?: number;
  p99?: number;
  /** the named peer of the comparison, and the figure compared ("1.62×", "+0.8 ms") */
  peer?: string;
  ratio?: string;
  goal?: string;
  /** undefined: no goal on this row */
  met?: boolean;
  note?: string;
}

/** A row that could not be measured: its goal, when it has one, counts as missed. */
export function notMeasured(measurement: string, reason: string, goal?: string): Row {
  return { measurement, load: '—', goal, met: goal ? false : undefined, note: reason };
}
