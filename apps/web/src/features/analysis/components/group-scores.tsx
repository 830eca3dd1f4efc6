import type { GroupScore } from '@proclub/contracts/analysis';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { scoreFill, scoreText } from '../priority-colors';

/** Overall score and one bar per check group (0–100), with the same numbers as a list for screen readers. */
export function GroupScores({ groups, overall }: { groups: GroupScore[]; overall: number }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle>Scores by area</CardTitle>
        <p className="text-sm text-muted-foreground">
          Overall{' '}
          <span className={`text-2xl font-bold tabular-nums ${scoreText(overall)}`} data-testid="overall-score">
            {overall}
          </span>
          <span className="text-muted-foreground">/100</span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="h-72 min-w-0" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={groups}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ left: 8, right: 16, top: 4, bottom: 4 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => [`${value}/100`, 'Score']} cursor={{ fillOpacity: 0.1 }} />
              <Bar dataKey="score" radius={[0, 4, 4, 0]} isAnimationActive={false}>
                {groups.map((group) => (
                  <Cell key={group.group} fill={scoreFill(group.score)} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul className="space-y-1 text-sm" aria-label="Group scores">
          {groups.map((group) => (
            <li key={group.group} className="flex items-center justify-between gap-2">
              <span>{group.label}</span>
              <span className="text-xs text-muted-foreground">
                {group.passed}✓ {group.warned}! {group.failed}✗
              </span>
              <span className={`font-semibold tabular-nums ${scoreText(group.score)}`}>{group.score}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
