/**
 * The job manage page's tabs. Each entry's module default-exports `({ job }) => JSX` and is
 * loaded when its tab is first opened. A tab's key is also the name of its own path (menu
 * `workforce/job/tabs/<key>/index`, route /jobs/job/manage/:id/<key>, ../tabs/<key>/index.tsx),
 * so `?tab=<key>` and that path open the same tab.
 */
import type { JobRow } from '@shiftdesk/shared/api';
import { WorkRecordApi } from '@shiftdesk/shared/api';
import type { ComponentType } from 'react';

export interface JobTab {
  key: string;
  /** i18n key in the `workforce` namespace */
  labelKey: string;
  load: () => Promise<{ default: ComponentType<{ job: JobRow }> }>;
  /** The rule that reads the tab's data: without it the tab is not offered (it would only show a 403). */
  rule?: string;
}

/** The tabs that have a path of their own (`workforce/job/tabs/<tab>/index`). */
export const JOB_TAB_KEYS = ['info', 'workRecords'] as const;
export type JobTabKey = (typeof JOB_TAB_KEYS)[number];

export const JOB_TABS: JobTab[] = [
  { key: 'info', labelKey: 'job.tabs.info', load: () => import('./tabs/Info') },
  {
    key: 'workRecords',
    labelKey: 'job.tabs.workRecords',
    load: () => import('./tabs/WorkRecords'),
    rule: WorkRecordApi.rule.list,
  },
];
