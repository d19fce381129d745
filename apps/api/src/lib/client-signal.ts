import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Aborted when the client closes its connection before its answer is sent, so work nobody will
 * read (a password hash waiting its turn) can be dropped. Node.js 24 gives every request this
 * signal; on Node.js 22 it is made from the socket's close, listened to until the answer is sent.
 */
export function clientSignal(
  request: IncomingMessage & { signal?: AbortSignal },
  response: ServerResponse,
): AbortSignal {
  if (request.signal) return request.signal;
  const controller = new AbortController();
  const { socket } = request;
  if (socket.destroyed) {
    controller.abort();
    return controller.signal;
  }
  const onClose = () => controller.abort();
  socket.once('close', onClose);
  response.once('finish', () => socket.off('close', onClose));
  return controller.signal;
}
