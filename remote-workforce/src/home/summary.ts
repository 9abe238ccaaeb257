/** This remote's /home summary: one request for all its widgets (the kit's summaryStore). */
import { WorkforceHomeApi, type WorkforceHomeSummary } from '@shiftdesk/shared/api';
import { summaryStore, useSection } from '@shiftdesk/shared/core';

export const workforceSummary = summaryStore<WorkforceHomeSummary>(WorkforceHomeApi.url.summary);
/** One widget's section of this remote's summary. */
export const useWorkforceSection = <K extends keyof WorkforceHomeSummary>(key: K) => useSection(workforceSummary, key);
