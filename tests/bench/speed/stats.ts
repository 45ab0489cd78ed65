/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A summary of repeated timings in ms: the median is the figure reported, min and max show the spread. */
export interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function timing(runs: number[]): Timing {
  return { median: median(runs), min: Math.min(...runs), max: Math.max(...runs), runs };
}
