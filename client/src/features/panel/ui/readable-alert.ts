/**
 * The title of a yellow or orange Mantine alert in the text colour: the theme's own shade of those
 * colours on their light background is below the 4.5:1 contrast text needs. The background and
 * the icon still carry the colour.
 */
export const READABLE_ALERT_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;
