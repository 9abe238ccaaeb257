/** The shell's registration of the `host` texts on the shared i18n singleton. */
import { registerTranslations } from '@shiftdesk/shared/core';
import { HOST_NS, hostResources } from './host';

registerTranslations(HOST_NS, hostResources);
