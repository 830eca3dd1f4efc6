/**
 * The open pixel's and click redirect's writes (issue #21's hottest public routes), as prepared statements: one
 * text whatever the batch size (the batch travels as array parameters), so PostgreSQL plans each once per
 * connection.
 *
 * Each commits without waiting for its WAL flush (`synchronous_commit` off for this transaction only; see ADR
 * 032). A flush costs 1–6 ms on this machine's disk and the batches run one at a time, so waiting for it was
 * most of a pixel's latency. What that risks: if PostgreSQL itself crashes, the opens and clicks of the last
 * moments (at most about three `wal_writer_delay`s, 0.6 s by default) are lost, never half-written. The
 * setting is made in the statement (a CTE the rest reads from) so that the write stays one round trip.
 */
const ASYNC_COMMIT = `select set_config('synchronous_commit', 'off', true)`;

/**
 * Each write also answers, per recipient it touched, whether this was the recipient's first open (and, for clicks,
 * first click): `prev` is the row as the statement found it, before the update. Those firsts become the
 * "campaign email opened / clicked" domain events (recorded once per recipient: the event id holds the recipient).
 */
export const RECORD_OPENS = `with commit_async as (${ASYNC_COMMIT}), hits as (
    select token, count(*)::int as n from unnest($1::text[]) as token cross join commit_async group by token
  ), bumped as (
    update campaign_recipients r set opens = r.opens + h.n, first_opened_at = coalesce(r.first_opened_at, now())
    from hits h, campaign_recipients prev where r.token = h.token and prev.id = r.id
    returning r.id, r.campaign_id, r.client_id, r.token, h.n, prev.first_opened_at is null as first_open
  ), events as (
    insert into campaign_events (campaign_id, recipient_id, type)
    select b.campaign_id, b.id, 'open' from bumped b cross join lateral generate_series(1, b.n)
  )
  select b.token, b.id as "recipientId", b.campaign_id as "campaignId", b.client_id as "clientId",
    c.workspace_id as "workspaceId", b.first_open as "firstOpen"
  from bumped b join email_campaigns c on c.id = b.campaign_id`;

export const RECORD_CLICKS = `with commit_async as (${ASYNC_COMMIT}), hits as (
    select token, position, ord::int as ord
    from unnest($1::text[], $2::int[]) with ordinality as hit(token, position, ord) cross join commit_async
  ), target as (
    select h.ord, h.position, r.id, r.campaign_id, l.url from hits h
    join campaign_recipients r on r.token = h.token
    join campaign_links l on l.campaign_id = r.campaign_id and l.position = h.position
  ), counts as (
    select id, count(*)::int as n from target group by id
  ), bumped as (
    update campaign_recipients r set clicks = r.clicks + c.n, first_clicked_at = coalesce(r.first_clicked_at, now()),
      first_opened_at = coalesce(r.first_opened_at, now())
    from counts c, campaign_recipients prev where r.id = c.id and prev.id = r.id
    returning r.id, r.client_id, prev.first_clicked_at is null as first_click, prev.first_opened_at is null as first_open
  ), events as (
    insert into campaign_events (campaign_id, recipient_id, type, link_position)
    select campaign_id, id, 'click', position from target
  )
  select t.ord, t.url, t.position, t.id as "recipientId", t.campaign_id as "campaignId", b.client_id as "clientId",
    c.workspace_id as "workspaceId", b.first_open as "firstOpen", b.first_click as "firstClick"
  from target t join bumped b on b.id = t.id join email_campaigns c on c.id = t.campaign_id`;
