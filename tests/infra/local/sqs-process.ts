import { startSqs } from '../../../infra/local/emulators/sqs';

/*
 * The SQS emulator alone in a process of its own, so a test can SIGKILL it (no clean-up, no flush)
 * and start another over the same folder. Arguments: the data folder and the port (0: any free
 * one). It sends `{ endpoint }` over IPC once it listens, and stops when its parent goes.
 */
const [dataDir, port = '0'] = process.argv.slice(2);
if (!dataDir) throw new Error('Usage: sqs-process.ts <data folder> [port]');

const sqs = await startSqs(dataDir, Number(port), 'S3RVER', 'ap-southeast-1');
process.send?.({ endpoint: sqs.endpoint, port: sqs.port });
process.on('disconnect', () => {
  sqs.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
