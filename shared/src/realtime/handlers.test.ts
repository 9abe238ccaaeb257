import { dispatchSocketEvent, onSocketEvent } from './handlers';

test('remotes register handlers for socket events; unregistering stops them; a throwing handler does not stop others', () => {
  const seen: unknown[] = [];
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const offBad = onSocketEvent('jobDone', () => {
    throw new Error('boom');
  });
  const off = onSocketEvent('jobDone', (d) => seen.push(d));
  expect(dispatchSocketEvent('jobDone', { id: 1 })).toBe(2);
  expect(seen).toEqual([{ id: 1 }]);
  expect(console.error).toHaveBeenCalled();
  off();
  offBad();
  expect(dispatchSocketEvent('jobDone', { id: 2 })).toBe(0);
  expect(seen).toEqual([{ id: 1 }]);
});
