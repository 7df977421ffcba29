/**
 * Colour of the Store's secondary text. Mantine's 'dimmed' (gray 6) gives 3.3:1 on white, under the 4.5:1 that
 * WCAG AA asks of body text; gray 7 passes on white and on the light gray panels alike.
 */
export const SECONDARY_TEXT = 'gray.7';
