import type { ComponentType } from 'react';

/** A dashboard widget (remotes expose arrays of these as `<remote>/home/widgets`). */
export interface HomeWidget {
  /** Unique across all remotes, e.g. 'system.onlineUsers' */
  key: string;
  /** i18n key of the card title, e.g. 'system:widgets.onlineUsers' */
  title: string;
  /** Button/API permission needed to see the widget; omitted = everyone */
  permission?: string;
  component: ComponentType;
  /** Column span on wide screens (of 24); default 8 (three per row). */
  span?: number;
}
