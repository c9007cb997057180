import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The texted code's step once it has settled: its form, after its heading has taken the focus (as
 * the step does when it appears, for screen readers). Typing the code before that races the move.
 */
export async function codeStep(form: string, heading: string): Promise<HTMLElement> {
  const step = await screen.findByRole('form', { name: form });
  await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
  return step;
}
