/** Global styles of the shared UI: import once at each app's entry, before the app's own CSS. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
