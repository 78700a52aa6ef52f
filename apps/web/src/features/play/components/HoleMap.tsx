import { useEffect, useEffectEvent, useRef, useState, type MouseEvent } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HoleDefinition, Point } from '@golf/golf';
import type { PathPoint } from '../api';
import {
  fromSvg,
  holeViewBox,
  polygonPath,
  polylinePoints,
  tracerAt,
  tracerDuration,
  tracerSpeed,
} from '../play-geometry';

export interface Tracer {
  key: string;
  path: PathPoint[];
  /** The player's own shots are drawn in white, the others' in their colour. */
  color: string;
}

export interface OtherBall {
  userId: number;
  name: string;
  position: Point;
  color: string;
}

interface HoleMapProps {
  hole: HoleDefinition;
  ball: Point | null;
  aim: Point | null;
  onAim?: (point: Point) => void;
  /** Earlier shots of this hole, drawn faintly. */
  tracers: Tracer[];
  /** The shot being played out: the ball runs along it, then `onDone`. */
  active: Tracer | null;
  onDone?: () => void;
  /** Another player's shot flying at the same time. */
  watching?: Tracer | null;
  onWatched?: () => void;
  others: OtherBall[];
}

const colors = {
  rough: '#4d7c3a',
  fairway: '#6fae4f',
  green: '#8fd16a',
  bunker: '#e8d9a8',
  water: '#3f86c7',
  outOfBounds: '#6b6b6b',
};

/**
 * Animates the active tracer in (faster than) real time; returns the part drawn so far. A player whose
 * system asks for reduced motion sees the shot drawn landed at once.
 */
function useTracerAnimation(active: Tracer | null, onDone?: () => void) {
  const [elapsed, setElapsed] = useState<{ key: string; t: number } | null>(null);
  const finish = useEffectEvent(() => onDone?.());
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (!active) return;
    const speed = tracerSpeed(active.path);
    const total = tracerDuration(active.path);
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const t = reducedMotion ? total : ((now - started) / 1000) * speed;
      setElapsed({ key: active.key, t });
      if (t >= total) {
        finish();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [active, reducedMotion]);
  if (!active) return null;
  return tracerAt(active.path, elapsed?.key === active.key ? elapsed.t : 0);
}

/** The hole from above in SVG: surfaces, tee, pin, balls, the aim line and the shot tracers. */
export function HoleMap(props: HoleMapProps) {
  const { hole, ball, aim, onAim, tracers, active, onDone, others } = props;
  const watching = props.watching ?? null;
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const box = holeViewBox(hole);
  const unit = Math.max(box.width, box.height) / 300; // one "pixel" at 300 px across
  const flying = useTracerAnimation(active, onDone);
  const watched = useTracerAnimation(watching, props.onWatched);

  const aimAt = (event: MouseEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    if (!svg || !onAim) return;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onAim(fromSvg(point));
  };

  return (
    <svg
      ref={svgRef}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={t('play.map.label', { hole: hole.number })}
      data-testid="hole-map"
      data-hole={hole.number}
      style={{
        width: '100%',
        height: '100%',
        maxHeight: '70vh',
        background: colors.outOfBounds,
        cursor: onAim ? 'crosshair' : undefined,
      }}
      onClick={aimAt}
    >
      <path d={polygonPath(hole.bounds)} fill={colors.rough} />
      {hole.outOfBounds.map((area, i) => (
        <path key={`oob${i}`} d={polygonPath(area)} fill={colors.outOfBounds} />
      ))}
      {hole.fairway.map((area, i) => (
        <path key={`fw${i}`} d={polygonPath(area)} fill={colors.fairway} />
      ))}
      <path d={polygonPath(hole.green)} fill={colors.green} />
      {(hole.targets ?? []).map((area, i) => (
        <path key={`tg${i}`} d={polygonPath(area)} fill={colors.green} />
      ))}
      {hole.bunkers.map((area, i) => (
        <path key={`bk${i}`} d={polygonPath(area)} fill={colors.bunker} />
      ))}
      {hole.water.map((area, i) => (
        <path key={`wt${i}`} d={polygonPath(area)} fill={colors.water} />
      ))}
      {Object.values(hole.tees).map((tee, i) => (
        <rect
          key={`tee${i}`}
          x={tee.position.x - 3 * unit}
          y={-tee.position.y - 2 * unit}
          width={6 * unit}
          height={4 * unit}
          fill="#9ccf7d"
          stroke="#ffffff"
          strokeWidth={0.5 * unit}
        />
      ))}
      <g data-testid="pin">
        <line
          x1={hole.pin.x}
          y1={-hole.pin.y}
          x2={hole.pin.x}
          y2={-hole.pin.y - 12 * unit}
          stroke="#ffffff"
          strokeWidth={0.8 * unit}
        />
        <path
          d={`M${hole.pin.x} ${-hole.pin.y - 12 * unit} l${6 * unit} ${2.5 * unit} l${-6 * unit} ${2.5 * unit} Z`}
          fill="#e03131"
        />
        <circle cx={hole.pin.x} cy={-hole.pin.y} r={1.2 * unit} fill="#111111" />
      </g>
      {ball && aim && !active && (
        <line
          data-testid="aim-line"
          x1={ball.x}
          y1={-ball.y}
          x2={aim.x}
          y2={-aim.y}
          stroke="#ffffff"
          strokeDasharray={`${3 * unit} ${2 * unit}`}
          strokeWidth={0.6 * unit}
          opacity={0.8}
        />
      )}
      {aim && !active && (
        <circle
          data-testid="aim-point"
          cx={aim.x}
          cy={-aim.y}
          r={3 * unit}
          fill="none"
          stroke="#ffd43b"
          strokeWidth={0.8 * unit}
        />
      )}
      {tracers.map((tracer) => (
        <polyline
          key={tracer.key}
          data-testid="tracer"
          points={polylinePoints(tracer.path)}
          fill="none"
          stroke={tracer.color}
          strokeWidth={0.8 * unit}
          opacity={0.4}
        />
      ))}
      {others.map((other) => (
        <g key={other.userId} data-testid="other-ball" data-user-id={other.userId}>
          <circle
            cx={other.position.x}
            cy={-other.position.y}
            r={2 * unit}
            fill={other.color}
            stroke="#000"
            strokeWidth={0.3 * unit}
          />
          <text x={other.position.x + 3 * unit} y={-other.position.y} fontSize={6 * unit} fill="#ffffff">
            {other.name}
          </text>
        </g>
      ))}
      {watched && watching && (
        <g data-testid="watched-tracer">
          <polyline
            points={polylinePoints(watched.drawn)}
            fill="none"
            stroke={watching.color}
            strokeWidth={1.2 * unit}
          />
          {watched.ball && (
            <circle
              cx={watched.ball.x}
              cy={-watched.ball.y}
              r={(2 + Math.min(watched.ball.z / 1000, 3)) * unit}
              fill={watching.color}
              stroke="#000000"
              strokeWidth={0.3 * unit}
            />
          )}
        </g>
      )}
      {flying && active && (
        <g data-testid="active-tracer">
          <polyline points={polylinePoints(flying.drawn)} fill="none" stroke={active.color} strokeWidth={1.2 * unit} />
          {flying.ball && (
            <circle
              cx={flying.ball.x}
              cy={-flying.ball.y}
              // The ball grows with its height, so the flight reads as a flight from above.
              r={(2 + Math.min(flying.ball.z / 1000, 3)) * unit}
              fill="#ffffff"
              stroke="#000000"
              strokeWidth={0.3 * unit}
            />
          )}
        </g>
      )}
      {ball && !active && (
        <circle
          data-testid="ball"
          cx={ball.x}
          cy={-ball.y}
          r={2 * unit}
          fill="#ffffff"
          stroke="#000000"
          strokeWidth={0.4 * unit}
        />
      )}
    </svg>
  );
}
