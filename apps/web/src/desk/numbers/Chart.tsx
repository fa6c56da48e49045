// A chart of the numbers screen (Chart.js, in the desk's numbers chunk only): a canvas described for
// screen readers, whose figures are in the table beside it. Only the parts the screen draws are
// registered, so the rest of Chart.js stays out of the bundle.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export function NumbersChart({ config, label }: { config: ChartConfiguration; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="numbers-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
