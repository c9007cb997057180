import { act, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useRemote, type Remote } from '../../web/src/hooks/use-remote';
import { ApiError, type ApiFailure } from '../../web/src/lib/api-client';

/** A promise settled by hand, so a test chooses when (and in which order) answers arrive. */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const text = (remote: Remote<string>) =>
  remote.status === 'loaded'
    ? `loaded ${remote.data}`
    : remote.status === 'failed'
      ? `failed ${remote.failure.kind}${remote.failure.kind === 'status' ? ` ${remote.failure.status}` : ''}`
      : 'loading';

/** Shows what the hook knows of the load of `name`, with its actions as buttons. */
function Shown({
  name,
  load,
  onFailure,
}: {
  name: string;
  load: (name: string) => Promise<string>;
  onFailure?: (failure: ApiFailure) => void;
}) {
  const loadName = useCallback(() => load(name), [load, name]);
  const { remote, reload, refresh, replace } = useRemote(loadName, onFailure);
  return (
    <>
      <p role="status">{text(remote)}</p>
      <button type="button" onClick={reload}>
        Reload
      </button>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
      <button type="button" onClick={() => replace('saved')}>
        Replace
      </button>
    </>
  );
}

/** A load whose answers the test gives, one deferred promise per call, in call order. */
const loads = () => {
  const calls: { name: string; answer: ReturnType<typeof deferred<string>> }[] = [];
  const load = vi.fn((name: string) => {
    const answer = deferred<string>();
    calls.push({ name, answer });
    return answer.promise;
  });
  return { calls, load };
};

const status = () => screen.getByRole('status').textContent;
const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useRemote', () => {
  it('renders the loading state on the server and first in the browser, so hydration agrees', () => {
    const { load } = loads();
    expect(renderToString(<Shown name="a" load={load} />)).toContain('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the answer once it arrives, and a failure with what failed', async () => {
    const { calls, load } = loads();
    const heard = vi.fn();
    render(<Shown name="a" load={load} onFailure={heard} />);
    expect(status()).toBe('loading');
    await act(async () => calls[0]?.answer.resolve('A'));
    expect(status()).toBe('loaded A');

    await press('Reload');
    expect(status()).toBe('loading');
    const failure: ApiFailure = { kind: 'status', status: 503, statusText: 'Unavailable' };
    await act(async () => calls[1]?.answer.reject(new ApiError(failure)));
    expect(status()).toBe('failed status 503');
    expect(heard).toHaveBeenCalledWith(failure);

    await press('Reload');
    await act(async () => calls[2]?.answer.reject(new TypeError('boom')));
    expect(status()).toBe('failed unknown');
    expect(heard).toHaveBeenLastCalledWith({ kind: 'unknown', message: 'boom' });
  });

  it('shows loading at once for new data, and never a late answer of the data before', async () => {
    const { calls, load } = loads();
    const { rerender } = render(<Shown name="a" load={load} />);
    await act(async () => calls[0]?.answer.resolve('A'));
    rerender(<Shown name="b" load={load} />);
    expect(status()).toBe('loading');
    expect(calls.map((call) => call.name)).toEqual(['a', 'b']);

    rerender(<Shown name="c" load={load} />);
    await act(async () => calls[1]?.answer.resolve('B, late'));
    expect(status()).toBe('loading');
    await act(async () => calls[2]?.answer.resolve('C'));
    expect(status()).toBe('loaded C');
  });

  it('keeps what is shown on a refresh until the answer, and shows a replacement at once', async () => {
    const { calls, load } = loads();
    render(<Shown name="a" load={load} />);
    await act(async () => calls[0]?.answer.resolve('A'));

    await press('Refresh');
    expect(calls).toHaveLength(2);
    expect(status()).toBe('loaded A');
    await act(async () => calls[1]?.answer.resolve('A2'));
    expect(status()).toBe('loaded A2');

    await press('Replace');
    expect(status()).toBe('loaded saved');
    expect(calls).toHaveLength(2);
  });
});
