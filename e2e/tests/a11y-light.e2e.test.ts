/**
 * Every page of the product in the light theme, in English and in Chinese, meets WCAG 2.1 A and
 * AA as axe-core checks it: no serious or critical violation (issue 27).
 */
import { sweepTest } from '../support/sweep';

// About forty pages, each audited, in two languages.
jest.setTimeout(900_000);

sweepTest(false);
