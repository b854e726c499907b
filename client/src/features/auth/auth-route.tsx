/** The route module of the auth layout's screens (the route table points here): the real auth area. */
export { AuthArea as Component } from './auth-area.tsx';
