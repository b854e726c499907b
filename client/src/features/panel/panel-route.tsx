/** The route module of `/panel/*` (the route table points here): the real staff panel. */
export { PanelApp as Component } from './panel-app.tsx';
