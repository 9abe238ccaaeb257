import widgets from './widgets';

it('exposes an array of home widgets (none yet for system)', () => {
  expect(Array.isArray(widgets)).toBe(true);
  expect(widgets).toHaveLength(0);
});
