// The bench's yardstick: a bare node:http server that answers every request with the same JSON
// value, stringified per request, as the simplest possible Node API would.
//   node bench/support/bare-server.mjs PORT PAYLOAD.json
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, payloadFile] = process.argv.slice(2);
const value = JSON.parse(readFileSync(payloadFile, 'utf8'));
createServer((req, res) => {
  // A body, if any, is read and dropped, as a JSON API would read it.
  req.resume();
  req.on('end', () => {
    const body = JSON.stringify(value);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
}).listen(Number(port), '127.0.0.1');
