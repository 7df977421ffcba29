/**
 * The Socket.IO baseline: clients join a room per channel (acknowledged), and POST /publish
 * relays `{channel, event, data}` to the room, mirroring the Pusher HTTP events API path.
 * Prints one JSON line `{"msg":"listening","port":N}` when ready.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/publish') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    try {
      const { channel, event, data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        channel: string;
        event: string;
        data: unknown;
      };
      io.to(channel).emit(event, data);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch {
      res.writeHead(400).end();
    }
  });
});

const io = new Server(http, {
  transports: ['websocket'],
  perMessageDeflate: false,
  httpCompression: false,
  serveClient: false,
});

io.on('connection', (socket) => {
  socket.on('subscribe', (channel: string, ack?: () => void) => {
    void socket.join(channel);
    ack?.();
  });
});

http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(JSON.stringify({ msg: 'listening', port: (http.address() as AddressInfo).port }));
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
