/** Socket constants of spec §9, in one place so tests and code agree. */
export const SOCKET = {
  heartbeatIntervalMs: 30_000,
  heartbeatTimeoutMs: 15_000,
  reconnectBaseMs: 5_000,
  reconnectMaxMs: 30_000,
  maxReconnects: 10,
  sendRetryDelayMs: 2_000,
  sendMaxRetries: 3,
  connectCooldownMs: 3_000,
  path: '/admin/api/v1/websocket',
} as const;

export type SocketState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export interface SocketMessage<T = unknown> {
  event: string;
  data?: T;
}

/** The `notice` event's data (spec §3 "Notice message (realtime)"). */
export interface NoticeMessage {
  id: number;
  title: string;
  tag: number;
  type: number;
}

/** Delay before reconnect attempt `n` (1-based): 5 s doubling, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(SOCKET.reconnectBaseMs * 2 ** Math.max(0, attempt - 1), SOCKET.reconnectMaxMs);
}
