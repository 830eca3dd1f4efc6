import type { CampaignDetail } from '@proclub/contracts/campaigns';
import { format, parseISO } from 'date-fns';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };

/** Opens and clicks per hour. */
export function CampaignTimelineChart({ timeline }: { timeline: CampaignDetail['timeline'] }) {
  if (timeline.length === 0) return <p className="text-sm text-muted-foreground">No opens or clicks yet.</p>;
  const opens = timeline.reduce((sum, point) => sum + point.opens, 0);
  const clicks = timeline.reduce((sum, point) => sum + point.clicks, 0);
  return (
    <div className="h-48" role="img" aria-label={`${opens} opens and ${clicks} clicks over ${timeline.length} hours`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={timeline} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="at" tickFormatter={(at: string) => format(parseISO(at), 'MMM d HH:mm')} tick={tick} minTickGap={24} />
          <YAxis allowDecimals={false} tick={tick} />
          <Tooltip labelFormatter={(at) => format(parseISO(String(at)), 'PPp')} />
          <Line type="monotone" dataKey="opens" name="Opens" stroke="var(--primary)" strokeWidth={2} isAnimationActive={false} />
          <Line type="monotone" dataKey="clicks" name="Clicks" stroke="#16a34a" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
