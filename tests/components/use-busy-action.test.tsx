import { describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { RaidApiError, raidApiMessages } from '../../src/domain/raid-api-error';
import { fieldFailure, useBusyAction, type BusyActionOptions } from '../../src/ui/use-busy-action';
import { rootsPerTest } from './helpers/react-roots';
import { waitFor } from './helpers/wait-for';

const render = rootsPerTest();

/** A form's one button: it runs `action`, says when it is busy, and shows the failure. */
function Sender({
  action,
  options,
  ran = () => {},
}: {
  action: () => Promise<void>;
  options?: BusyActionOptions<string>;
  ran?: (done: boolean) => void;
}) {
  const { busy, failure, run } = useBusyAction(options);
  return (
    <div>
      <button type="button" onClick={() => void run(action).then(ran)}>
        {busy ? 'Wysyłanie…' : 'Wyślij'}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}

/** A request the test answers when it wants. */
function pending() {
  const calls: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const action = vi.fn(() => new Promise<void>((resolve, reject) => calls.push({ resolve, reject })));
  return { action, calls };
}

const button = (container: HTMLElement) => container.querySelector('button')!;
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent ?? null;

describe('useBusyAction', () => {
  it('is busy while the action runs and not after it succeeded', async () => {
    const { action, calls } = pending();
    const ran = vi.fn();
    const container = render(<Sender action={action} ran={ran} />);
    await waitFor(() => expect(button(container).textContent).toBe('Wyślij'));
    button(container).click();
    await waitFor(() => expect(button(container).textContent).toBe('Wysyłanie…'));
    calls[0]!.resolve();
    await waitFor(() => expect(button(container).textContent).toBe('Wyślij'));
    expect(ran.mock.calls).toEqual([[true]]);
    expect(alertText(container)).toBeNull();
  });

  it('runs one action at a time: a second click while busy does nothing', async () => {
    const { action, calls } = pending();
    const ran = vi.fn();
    const container = render(<Sender action={action} ran={ran} />);
    await waitFor(() => expect(button(container)).toBeTruthy());
    // Both in one tick, before any render: the state would still say "not busy".
    button(container).click();
    button(container).click();
    await waitFor(() => expect(ran.mock.calls).toEqual([[false]]));
    expect(action).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await waitFor(() => expect(ran.mock.calls).toEqual([[false], [true]]));
    button(container).click();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });

  it.each([
    [
      'the API’s own message',
      new RaidApiError('forbidden', 'Tylko administratorzy mogą to zmienić.'),
      'Tylko administratorzy mogą to zmienić.',
    ],
    ['the Polish "no server" message for anything else', new TypeError('Failed to fetch'), raidApiMessages.unavailable],
  ])('shows %s after a failure, and it is cleared when the next attempt starts', async (_, error, shown) => {
    const { action, calls } = pending();
    const ran = vi.fn();
    const container = render(<Sender action={action} ran={ran} />);
    await waitFor(() => expect(button(container)).toBeTruthy());
    button(container).click();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.reject(error);
    await waitFor(() => expect(alertText(container)).toBe(shown));
    expect(button(container).textContent).toBe('Wyślij');
    expect(ran.mock.calls).toEqual([[false]]);

    button(container).click();
    await waitFor(() => expect(button(container).textContent).toBe('Wysyłanie…'));
    expect(alertText(container)).toBeNull();
    calls[1]!.resolve();
    await waitFor(() => expect(ran.mock.calls).toEqual([[false], [true]]));
    expect(alertText(container)).toBeNull();
  });

  it('hands a refusal that names fields to onFieldErrors instead of the alert', async () => {
    const refused = new RaidApiError('invalid', raidApiMessages.invalid, { publicUrl: 'Podaj adres https://.' });
    const onFieldErrors = vi.fn();
    const container = render(<Sender action={() => Promise.reject(refused)} options={{ onFieldErrors }} />);
    await waitFor(() => expect(button(container)).toBeTruthy());
    button(container).click();
    await waitFor(() => expect(onFieldErrors.mock.calls).toEqual([[{ publicUrl: 'Podaj adres https://.' }]]));
    await waitFor(() => expect(button(container).textContent).toBe('Wyślij'));
    expect(alertText(container)).toBeNull();
  });

  it('shows a refusal without fields, or any refusal when the form marks no fields, as the alert', async () => {
    const onFieldErrors = vi.fn();
    const noFields = render(
      <Sender action={() => Promise.reject(new RaidApiError('taken', 'Ten nick jest zajęty.'))} options={{ onFieldErrors }} />,
    );
    const withFields = render(
      <Sender action={() => Promise.reject(new RaidApiError('invalid', raidApiMessages.invalid, { file: 'To nie jest eksport.' }))} />,
    );
    await waitFor(() => expect(button(noFields) && button(withFields)).toBeTruthy());
    button(noFields).click();
    button(withFields).click();
    await waitFor(() => expect(alertText(noFields)).toBe('Ten nick jest zajęty.'));
    await waitFor(() => expect(alertText(withFields)).toBe(raidApiMessages.invalid));
    expect(onFieldErrors).not.toHaveBeenCalled();
  });

  it('words the failure with `describe` when the form gives one', async () => {
    const container = render(
      <Sender
        action={() => Promise.reject(new RaidApiError('invalid', raidApiMessages.invalid, { file: 'To nie jest eksport gildii.' }))}
        options={{ describe: fieldFailure('file') }}
      />,
    );
    await waitFor(() => expect(button(container)).toBeTruthy());
    button(container).click();
    await waitFor(() => expect(alertText(container)).toBe('To nie jest eksport gildii.'));
  });

  it('sets nothing once the form is gone: a late failure is dropped', async () => {
    const { action, calls } = pending();
    const ran = vi.fn();
    const describeFailure = vi.fn((error: unknown) => String(error));
    const onFieldErrors = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(<Sender action={action} ran={ran} options={{ describe: describeFailure, onFieldErrors }} />);
    await waitFor(() => expect(button(container)).toBeTruthy());
    button(container).click();
    await waitFor(() => expect(calls).toHaveLength(1));
    root.unmount();
    container.remove();
    calls[0]!.reject(new RaidApiError('invalid', raidApiMessages.invalid, { name: 'Za długie.' }));
    await waitFor(() => expect(ran.mock.calls).toEqual([[false]]));
    expect(describeFailure).not.toHaveBeenCalled();
    expect(onFieldErrors).not.toHaveBeenCalled();
  });
});

describe('fieldFailure', () => {
  it.each([
    [
      'the first named field with a reason',
      new RaidApiError('invalid', 'Popraw.', { format: 'Nieznany format.', data: 'Pusty plik.' }),
      'Pusty plik.',
    ],
    ['the next field when the first has none', new RaidApiError('invalid', 'Popraw.', { format: 'Nieznany format.' }), 'Nieznany format.'],
    ['the message when no named field has one', new RaidApiError('invalid', 'Popraw.', { other: 'Inne.' }), 'Popraw.'],
    ['the unreachable-server message for a non-API error', new Error('boom'), raidApiMessages.unavailable],
  ])('reads %s', (_, error, expected) => {
    expect(fieldFailure('data', 'format')(error)).toBe(expected);
  });
});
