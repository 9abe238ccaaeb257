/** Manage worker → wallet (its records arrive with a later issue). */
import { laterTab } from './Later';

export default laterTab('wallet');
