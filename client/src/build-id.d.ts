/** Replaced at build time by client/vite.config.ts. */
declare const __BUILD_ID__: string;
