/**
 * A visitor who asks not to be tracked — Global Privacy Control or Do Not Track — sends no beacon
 * at all (issue 27, docs/decisions/048). In the public first load: a few bytes, no more.
 */
/** the parts of `navigator` that carry the visitor's wish not to be tracked */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export function trackingRefused(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}
