/**
 * The proxies measured side by side, each started by the bench in front of one fixed-JSON
 * upstream: nginx answering the JSON (or the Node upstream when nginx is not installed), nginx
 * as a proxy (when installed), express + http-proxy-middleware, the bare proxy (the floor of a
 * cookie-to-bearer proxy: node:http + undici, no framework) and the real BFF.
 */

import { startNginxProxy } from '../peers/nginx-proxy.ts';
import { findNginx } from '../peers/nginx-server.ts';
import { startNginxUpstream } from '../peers/nginx-upstream.ts';
import { type Started, startNodeProcess } from '../processes/child-processes.ts';

export interface ProxyPeers {
  upstream: { url: string; kind: 'nginx' | 'node' };
  nginxProxy: string | undefined;
  expressProxy: string;
  /** the floor: node:http + undici doing the BFF's header work, no framework (peers/bare-proxy.ts) */
  bareProxy: string;
  bff: Started & { url: string };
}

export async function startProxyPeers(options: { bffNodeFlags?: string[] } = {}): Promise<ProxyPeers> {
  const nginx = findNginx();
  const upstream = nginx
    ? { url: (await startNginxUpstream(nginx)).url, kind: 'nginx' as const }
    : {
        url: (await startNodeProcess(new URL('../processes/colors-upstream.ts', import.meta.url))).ready,
        kind: 'node' as const,
      };
  const nginxProxy = nginx ? (await startNginxProxy(nginx, upstream.url)).url : undefined;
  const expressProxy = (
    await startNodeProcess(new URL('../processes/express-proxy.ts', import.meta.url), [upstream.url])
  ).ready;
  const bareProxy = (
    await startNodeProcess(new URL('../peers/bare-proxy.ts', import.meta.url), [upstream.url])
  ).ready;
  const bff = await startBenchBff(upstream.url, options.bffNodeFlags);
  return { upstream, nginxProxy, expressProxy, bareProxy, bff };
}

/** The bench's BFF (bench/processes/bff.ts) in its own process in front of `upstreamUrl`. */
export async function startBenchBff(
  upstreamUrl: string,
  nodeFlags: string[] | undefined,
): Promise<Started & { url: string }> {
  const bff = await startNodeProcess(new URL('../processes/bff.ts', import.meta.url), [upstreamUrl], {
    nodeFlags,
  });
  return { ...bff, url: bff.ready };
}
