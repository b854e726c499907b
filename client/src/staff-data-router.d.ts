/** react-router's createRouter under the id the build gives the staff router its own copy by (vite.config.ts). */
declare module 'virtual:staff-data-router' {
  export { UNSAFE_createRouter as createRouter } from 'react-router';
}

/** react-router's RouterProvider, likewise copied into the staff router's chunk. */
declare module 'virtual:staff-router-provider' {
  export { RouterProvider, UNSAFE_hydrationRouteProperties as hydrationRouteProperties } from 'react-router';
}
