/**
 * What a session remembers of the browser that opened it (the profile's sessions list): its
 * User-Agent — passed on by the BFF from the browser — and its address (`X-Real-IP`, set by the BFF).
 */
import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../sites/client-address.ts';

/** longer user agents are cut: the device name needs only the start */
const MAX_USER_AGENT_LENGTH = 512;

export interface SessionClient {
  userAgent: string | null;
  address: string;
}

export function sessionClientOf(request: FastifyRequest): SessionClient {
  const header = request.headers['user-agent'];
  const userAgent = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, MAX_USER_AGENT_LENGTH);
  return { userAgent: userAgent || null, address: clientAddressOf(request) };
}
