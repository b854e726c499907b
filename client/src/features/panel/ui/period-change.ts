/**
 * A figure against the same figure of the period before, as the panel says it (the Insights
 * screen's cards, the home's visitors).
 */
/** "+12 %", "−40 %", "new" (nothing before), "same"; rounded to whole percents */
export function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'same' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'same';
  return percent > 0 ? `+${percent} %` : `\u2212${-percent} %`;
}
