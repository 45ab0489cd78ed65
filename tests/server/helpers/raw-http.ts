import { connect } from 'node:net';

/**
 * Sends raw bytes to a server and resolves with the status code of the first answer (0 when the
 * connection closed without one). For requests `fetch` refuses to send: broken request lines, TRACE,
 * bytes that are not allowed in a header.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(bytes.toString().slice(0, 80))}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0));
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('error', finish);
    socket.write(bytes);
  });
}
