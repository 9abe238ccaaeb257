import '../i18n';
import type { HomeWidget } from './types';

/** The finance remote offers no dashboard widgets yet. */
const widgets: HomeWidget[] = [];

export default widgets;
