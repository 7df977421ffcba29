/** Global styles of the shared UI: import once at each app's entry, before the app's own CSS. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Text colours that reach WCAG AA on white and gray-0 in both apps (after Mantine's, so they win).
import './contrast.css';
