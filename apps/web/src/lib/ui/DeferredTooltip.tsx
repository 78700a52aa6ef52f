import type { TooltipProps } from '@mantine/core';
import { moduleAfterFirstScreen } from './after-first-screen';

const tooltipModule = moduleAfterFirstScreen(() => import('./tooltip-module'));

/**
 * Mantine's Tooltip, which brings floating-ui (about 15 kB gzipped), for targets on a first screen:
 * the target shows alone until the tooltip's chunk is there, after the first screen (decision 0075).
 * The target must not depend on the tooltip for its name (give it an aria-label).
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const loaded = tooltipModule.useModule();
  return loaded ? <loaded.Tooltip {...props}>{children}</loaded.Tooltip> : children;
}
