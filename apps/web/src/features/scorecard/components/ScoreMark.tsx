import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';
import { toneMarks, type TermTone, unclippedBadgeStyles } from '../scorecard';

/**
 * A score (or a legend label) marked the way its tone is on a paper scorecard: a circle, a double
 * circle, a square, a double square, or nothing for a par; the second ring is an outer outline.
 */
export function ScoreMark({
  tone,
  children,
  size = 'md',
  ...props
}: { tone: TermTone | null; children: ReactNode; size?: BadgeProps['size'] } & Omit<
  BadgeProps,
  'children' | 'size' | 'variant' | 'color' | 'radius'
> & { 'aria-label'?: string; 'data-testid'?: string }) {
  const mark = tone ? toneMarks[tone] : null;
  const line = mark ? `var(--mantine-color-${mark.color}-filled)` : 'transparent';
  const marked = mark !== null && mark.shape !== 'none';
  return (
    <Badge
      size={size}
      variant={marked ? 'light' : 'transparent'}
      color={mark?.color ?? 'gray'}
      radius={mark?.shape === 'circle' ? 'xl' : 0}
      styles={{
        ...unclippedBadgeStyles,
        root: {
          overflow: 'visible',
          border: `2px solid ${marked ? line : 'transparent'}`,
          // The second ring: a gap in the page's colour, then the mark's colour again.
          boxShadow: mark?.rings === 2 ? `0 0 0 2px var(--mantine-color-body), 0 0 0 4px ${line}` : undefined,
          color: marked ? undefined : 'var(--mantine-color-text)',
        },
      }}
      data-tone={tone ?? undefined}
      data-shape={mark?.shape}
      data-rings={mark?.rings}
      {...props}
    >
      {children}
    </Badge>
  );
}
