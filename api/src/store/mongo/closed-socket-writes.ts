import { createRequire } from 'node:module';
import path from 'node:path';
import mongoose from 'mongoose';

/** What this module touches of the driver's connection class (its `Connection`). */
interface DriverConnection {
  socket: import('node:net').Socket;
  writeCommand(...args: unknown[]): Promise<unknown>;
}

const ENDED_ON_CLOSE = Symbol.for('flipfold.writesEndOnClose');

/**
 * The MongoDB driver (7.8 to 7.9.1, the newest) waits for a socket's 'drain' after a write that
 * returned false, never for its 'close'. A socket destroyed a moment before (the database's end
 * of it gone: a cut network, a restart) has not yet said 'close', so the driver still writes to
 * it, and Node answers that write with false and neither 'drain' nor 'error'. The operation then
 * waits for ever: a request that never answers, or, when it is the driver's check of the server,
 * a monitor that never checks again, so that the API answers 503 until it is restarted
 * (docs/dependencies.md, "The MongoDB driver's writes"). Here each write also ends, as a
 * network error the driver and the API already handle, when its socket closes.
 */
export function endWritesOnClosedSockets(): void {
  // The driver mongoose itself loads, wherever the package manager put it.
  const require = createRequire(import.meta.url);
  const mongooseDir = path.dirname(require.resolve('mongoose/package.json'));
  const connectionModule = require.resolve('mongodb/lib/cmap/connection', { paths: [mongooseDir] });
  const { Connection } = require(connectionModule) as {
    Connection: { prototype: DriverConnection & { [ENDED_ON_CLOSE]?: true } };
  };
  const prototype = Connection.prototype;
  if (prototype[ENDED_ON_CLOSE]) return;
  const write = prototype.writeCommand;
  if (typeof write !== 'function')
    throw new Error(`The MongoDB driver's connection has no writeCommand (${connectionModule})`);
  prototype[ENDED_ON_CLOSE] = true;
  prototype.writeCommand = function writeUntilClosed(this: DriverConnection, ...args: unknown[]) {
    const { socket } = this;
    let onClose = () => {};
    const closed = new Promise<never>((_, reject) => {
      onClose = () =>
        reject(new mongoose.mongo.MongoNetworkError('The connection closed while writing to it'));
      if (socket.closed) onClose();
      else socket.once('close', onClose);
    });
    return Promise.race([write.apply(this, args), closed]).finally(() =>
      socket.off('close', onClose),
    );
  };
}
