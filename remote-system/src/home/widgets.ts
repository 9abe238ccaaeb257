import '../i18n';
import type { HomeWidget } from './types';

/** The system remote offers no dashboard widgets yet. */
const widgets: HomeWidget[] = [];

export default widgets;
