import type { ComponentType } from 'react';

/**
 * A widget a remote offers to the host's /home dashboard (`<remote>/home/widgets` exposes an
 * array of these). Kept here until a shared `HomeWidget` type exists in @shiftdesk/shared.
 */
export interface HomeWidget {
  /** Unique across all remotes, e.g. 'system.onlineUsers' */
  key: string;
  /** i18n key of the card title, e.g. 'system:widgets.onlineUsers' */
  title: string;
  /** Button/API permission needed to see the widget; omitted = everyone */
  permission?: string;
  component: ComponentType;
}
