/**
 * The shift clock, every few minutes: `workforce.markNoShows` (scheduled records nobody clocked
 * into by start + the job's no-show minutes) and `workforce.advanceJobs` (jobs start at their
 * start and complete once every record is closed) and `workforce.bookingClock` (re-confirmation
 * reminders and releases; bookings converted at the start). Each takes `at` so a test runs them for a
 * given instant.
 */
import type { Tx } from '../../core/data/unit-of-work';
import { bookingClock } from '../../modules/workforce/booking/sweeps';
import { advanceJobs } from '../../modules/workforce/job/service';
import { markNoShows } from '../../modules/workforce/work-record/actions';
import type { QueueDefinition } from '../registry';
import { sweepQueue } from './daily-sweep';

function clockJob(
  name: string,
  sweep: (tx: Tx, at: Date) => Promise<number[]>,
  what: string,
): QueueDefinition<{ at?: string }> {
  const when = (data: { at?: string }) => {
    const at = data.at ? new Date(data.at) : new Date();
    return { at, logged: { at: at.toISOString() } };
  };
  return sweepQueue(name, what, when, sweep);
}

export const markNoShowsJob = clockJob('workforce.markNoShows', markNoShows, 'work records marked no-show');
export const advanceJobsJob = clockJob('workforce.advanceJobs', advanceJobs, 'jobs started or completed');
export const bookingClockJob = clockJob(
  'workforce.bookingClock',
  bookingClock,
  'bookings converted, released or reminded to re-confirm',
);
