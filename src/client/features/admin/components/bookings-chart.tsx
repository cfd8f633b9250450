/**
 * The dashboard chart: bars of booking requests and a line of completed
 * revenue, per day or week, on two value axes. Loaded lazily (recharts is
 * large), on the dashboard only.
 *
 * Right to left: the SVG itself is laid out left to right (recharts places
 * its labels that way), and in Arabic the time axis is reversed (the first
 * day at the right) and the two value axes swap sides, so it reads as the
 * page does. Labels use Intl in the page's language (Arabic-Indic digits).
 * The chart is hidden from screen readers: the panel around it gives a
 * summary and a table of the same numbers.
 */
import type { Language, StatsInterval } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactNumber, formatShortDay, svgText } from '../admin-format';
import type { ChartPoint } from '../stats-range';
import { ChartTooltip } from './chart-tooltip';

const TICK = { fill: 'var(--color-muted)', fontSize: 12 };

export function BookingsChart({
  points,
  interval,
  language,
}: {
  points: ChartPoint[];
  interval: StatsInterval;
  language: Language;
}) {
  const rtl = language === 'ar';
  return (
    <div
      dir="ltr"
      aria-hidden="true"
      className="h-72 w-full select-none sm:h-80"
      data-testid="bookings-chart"
    >
      <ComposedChart
        data={points}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis
          dataKey="date"
          reversed={rtl}
          tickFormatter={(day: string) => svgText(formatShortDay(day, language), language)}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-line)' }}
          minTickGap={24}
          tickMargin={8}
        />
        <YAxis
          yAxisId="bookings"
          orientation={rtl ? 'right' : 'left'}
          allowDecimals={false}
          tickFormatter={(value: number) => svgText(formatNumber(value, language), language)}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <YAxis
          yAxisId="revenue"
          orientation={rtl ? 'left' : 'right'}
          tickFormatter={(value: number) => svgText(formatCompactNumber(value, language), language)}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={rtl ? 56 : 48}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-primary-50)' }}
          content={({ active, payload, label }) => (
            <ChartTooltip
              active={active}
              payload={payload}
              label={label}
              interval={interval}
              language={language}
            />
          )}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="bookings"
          dataKey="bookings"
          fill="var(--color-primary-600)"
          radius={[4, 4, 0, 0]}
          maxBarSize={32}
          isAnimationActive={false}
        />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          type="monotone"
          stroke="var(--color-sand-600)"
          strokeWidth={2.5}
          dot={points.length <= 31 ? { r: 3, fill: 'var(--color-sand-600)', strokeWidth: 0 } : false}
          activeDot={{ r: 5, fill: 'var(--color-sand-600)', stroke: 'var(--color-surface)', strokeWidth: 2 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
