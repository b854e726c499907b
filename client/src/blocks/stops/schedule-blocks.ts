/** The schedule's blocks, loaded on demand in a chunk of their own (see block-registry.tsx). */
export { NextStopsBlock } from './next-stops-block.tsx';
export { TodayStopsBlock } from './today-stops-block.tsx';
export { WeekStopsBlock } from './week-stops-block.tsx';
