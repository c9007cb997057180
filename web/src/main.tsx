import './styles/global.css';

/**
 * The app's code is run in layers, each in a task of its own: the app (router, catalogues, the
 * page's code, which then start loading), React's DOM client, and the first render. Run as one
 * module graph, the two layers were one long task (20 ms on a fast desktop, four times that on a
 * mid-range phone) that a visitor's tap waited behind; apart, each is short.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve);
  });

void (async () => {
  await nextTask();
  const { prepare } = await import('./app/start');
  const ready = prepare();
  await nextTask();
  const client = await import('react-dom/client');
  const render = await ready;
  await nextTask();
  render(client);
})();
