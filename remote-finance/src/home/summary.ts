/** This remote's /home summary: one request for all its widgets (the kit's summaryStore). */
import { FinanceHomeApi, type FinanceHomeSummary } from '@shiftdesk/shared/api';
import { summaryStore, useSection } from '@shiftdesk/shared/core';

export const financeSummary = summaryStore<FinanceHomeSummary>(FinanceHomeApi.url.summary);
/** One widget's section of this remote's summary. */
export const useFinanceSection = <K extends keyof FinanceHomeSummary>(key: K) => useSection(financeSummary, key);
