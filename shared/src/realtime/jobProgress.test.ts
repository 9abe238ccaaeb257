import { jobFinished, jobPercent, parseJobProgress } from './jobProgress';

test('parses a well-formed jobProgress event and refuses malformed ones', () => {
  expect(parseJobProgress({ job: 'j1', name: 'system.demoProgress', done: 2, total: 5, state: 'active' })).toEqual({
    job: 'j1',
    name: 'system.demoProgress',
    done: 2,
    total: 5,
    state: 'active',
  });
  expect(parseJobProgress({ job: 'j1', done: 1, total: 2 })?.state).toBe('active');
  expect(parseJobProgress(null)).toBeNull();
  expect(parseJobProgress({ done: 1, total: 2 })).toBeNull();
  expect(parseJobProgress({ job: 'x', done: 'a', total: 2 })).toBeNull();
  expect(parseJobProgress({ job: 'x', done: -1, total: 2 })).toBeNull();
});

test('percent is whole, bounded, and 100 once completed', () => {
  expect(jobPercent({ done: 1, total: 3, state: 'active' })).toBe(33);
  expect(jobPercent({ done: 9, total: 3, state: 'active' })).toBe(100);
  expect(jobPercent({ done: 0, total: 0, state: 'active' })).toBe(0);
  expect(jobPercent({ done: 0, total: 0, state: 'completed' })).toBe(100);
});

test('a job is finished at done = total, or when completed or failed', () => {
  expect(jobFinished({ job: 'j', name: '', done: 3, total: 3, state: 'active' })).toBe(true);
  expect(jobFinished({ job: 'j', name: '', done: 1, total: 3, state: 'failed' })).toBe(true);
  expect(jobFinished({ job: 'j', name: '', done: 1, total: 3, state: 'active' })).toBe(false);
});
