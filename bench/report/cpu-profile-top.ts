/**
 * `node bench/report/cpu-profile-top.ts FILE.cpuprofile [N] [SKIP_S]`: from a V8 CPU profile
 * (as written by `node --cpu-prof`), leaving out its first SKIP_S seconds (start-up; default 0):
 * the N (default 25) functions with the most self time, the same summed per package or folder,
 * and the N functions of the project (server/, api/, shared/) with the most total time (self
 * time of everything they called included).
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/report/cpu-profile-top.ts FILE.cpuprofile [N] [SKIP_S]');
const top = Number(topArg ?? 25);
const skipUs = Number(skipArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const where = (url: string) =>
  url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '');
const frameName = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${where(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
const areaOf = (frame: CallFrame) => {
  if (!frame.url) return frame.functionName;
  const path = where(frame.url).split('/');
  if (!frame.url.includes('/node_modules/')) return path.slice(0, 2).join('/');
  return path.slice(0, path[0]?.startsWith('@') ? 2 : 1).join('/');
};
const isProject = (frame: CallFrame) => /^file:\/\/\/work\/main\/(server|api|shared)\//.test(frame.url);

const self = new Map<string, number>();
const area = new Map<string, number>();
const total = new Map<string, number>();
let sampledUs = 0;
let elapsedUs = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  elapsedUs += us;
  if (elapsedUs < skipUs) return;
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  sampledUs += us;
  self.set(frameName(frame), (self.get(frameName(frame)) ?? 0) + us);
  area.set(areaOf(frame), (area.get(areaOf(frame)) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const up = byId.get(at)?.callFrame;
    if (!up || !isProject(up)) continue;
    const name = frameName(up);
    if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + us);
    seen.add(name);
  }
});

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title} (${(sampledUs / 1e6).toFixed(1)} s sampled)`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / sampledUs) * 100).toFixed(1).padStart(6)} %  ${name}`);
  }
};
print('self time by function', self);
print('self time by package or folder', area);
print('total time of project functions', total);
