import type { ConversationDetail } from '@proclub/contracts/messaging';
import { Menu, UserCog } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/format';
import { titleCase } from '@/lib/utils';
import { displayName } from '../person-name';

interface ConversationHeaderProps {
  detail: ConversationDetail;
  meId: string;
  onOpenList: () => void;
  onManage: () => void;
}

export function ConversationHeader({ detail, meId, onOpenList, onManage }: ConversationHeaderProps) {
  const others = detail.participants.filter((participant) => participant.userId !== meId);
  const names = others.map((participant) => displayName(participant.person));
  return (
    <div className="flex items-center gap-2 border-b border-border px-3 py-2.5 sm:px-4">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onOpenList} aria-label="Open conversations">
        <Menu className="h-5 w-5" aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h2 className="truncate font-semibold" data-testid="conversation-title">
            {detail.title}
          </h2>
          <Badge variant="outline" className="shrink-0 max-sm:hidden">
            {titleCase(detail.type)}
          </Badge>
        </div>
        <p className="truncate text-xs text-muted-foreground">
          {countOf(detail.participants.length, 'participant')}
          {names.length > 0 ? ` · with ${names.join(', ')}` : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onManage}>
        <UserCog className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Manage</span>
        <span className="sr-only sm:hidden">Manage participants</span>
      </Button>
    </div>
  );
}
