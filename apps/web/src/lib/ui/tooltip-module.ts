// Loaded after the first screen by DeferredTooltip: Mantine's Tooltip brings floating-ui.
export { Tooltip } from '@mantine/core';
