/**
 * The device class of a view, from the viewport width its beacon sends (never the user agent):
 * the panel's breakpoints, a phone below 768 CSS pixels, a tablet below 1024.
 */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClassOf(width: number): DeviceClass {
  if (width < 768) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}
