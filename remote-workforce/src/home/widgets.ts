import '../i18n';
import type { HomeWidget } from './types';

/** The workforce remote offers no dashboard widgets yet. */
const widgets: HomeWidget[] = [];

export default widgets;
