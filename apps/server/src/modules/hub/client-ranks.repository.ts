import type { Db } from '../../db/client';
import {
  type AverageRank,
  averageRankForClient,
  averageRankSeries,
  type KeywordRankChange,
  rankChangesForClient,
} from '../products/products.public';
import type { TimeRange } from './client-activity.repository';

/** Rank tracking figures (kept by the rank tracker) for one of the seller's clients. */
export class ClientRanksRepository {
  constructor(private readonly db: Db) {}

  /** The rank tracker's periods are inclusive at both ends; ours end just before `to`. */
  private inclusive(range: TimeRange) {
    return { from: range.from, to: new Date(range.to.getTime() - 1) };
  }

  changes(vendorId: string, clientId: string, range: TimeRange): Promise<KeywordRankChange[]> {
    return rankChangesForClient(this.db, { vendorId, clientId, ...this.inclusive(range) });
  }

  average(vendorId: string, clientId: string): Promise<AverageRank> {
    return averageRankForClient(this.db, { vendorId, clientId });
  }

  series(vendorId: string, clientId: string, range: TimeRange) {
    return averageRankSeries(this.db, { vendorId, clientId, ...this.inclusive(range) });
  }
}
