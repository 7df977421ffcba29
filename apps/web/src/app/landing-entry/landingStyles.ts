/**
 * The styles the landing draws with, instead of the shared UI's whole stylesheet: Mantine's base and the styles of
 * the components the landing shows (buttons, action icons; the language menu brings its own), in the order Mantine's styles.css
 * has them, then the shared contrast fixes and the app's base. The full app adds the rest (app/boot/bootFullApp).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
// @photostudy/ui exports its styles only as a whole; the contrast fixes are one small file of it.
import '../../../../../packages/ui/src/contrast.css';
import '../../styles/global.css';
