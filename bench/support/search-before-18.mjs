// The relevance search's first page as the server sent it before issue #18 (Drizzle in services.repository.ts,
// as of commit d10e0e5^), kept as the baseline for the issue's target "the search's SQL at least 1.5× faster
// than now": rank every match with ts_rank written twice (select list and ORDER BY, each its own parameter),
// then load the page's rows with every service column, joined to profiles, by `in (...)`. Unnamed statements,
// as Drizzle sent them.

export function searchBefore18Rank(q, limit) {
  return {
    text: `select "id", ts_rank("services"."search", websearch_to_tsquery('english', $1))::text from "services"
      where ("services"."is_active" and "services"."search" @@ websearch_to_tsquery('english', $2))
      order by ts_rank("services"."search", websearch_to_tsquery('english', $3)) desc, "services"."id" desc limit $4`,
    values: [q, q, q, limit],
  };
}

// (The seller column is named workspace_id since migration 0040; the statement is otherwise the one before #18.)
export function searchBefore18Rows(ids) {
  const list = ids.map((_, index) => `$${index + 1}`).join(', ');
  return {
    text: `select "services"."id", "services"."workspace_id", "services"."title", "services"."description",
      "services"."category", "services"."pricing_type", "services"."price_from", "services"."price_to",
      "services"."delivery_time", "services"."features", "services"."tags", "services"."image_url",
      "services"."portfolio_items", "services"."is_active", "services"."created_at", "services"."rating_average",
      "services"."rating_count", "services"."sort_price", "services"."workspace_id", "profiles"."full_name",
      "profiles"."role", "profiles"."avatar_url", "profiles"."company_name",
      to_char("services"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      from "services" left join "profiles" on "profiles"."id" = "services"."workspace_id"
      where ("services"."is_active" and "services"."id" in (${list}))`,
    values: ids,
  };
}
