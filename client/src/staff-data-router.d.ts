/** react-router's createRouter under the id the build gives the staff router its own copy by (vite.config.ts). */
declare module 'virtual:staff-data-router' {
  export { UNSAFE_createRouter as createRouter } from 'react-router';
}
