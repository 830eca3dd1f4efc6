CREATE TABLE "workflow_rule_adoptions" (
	"workspace_id" text NOT NULL,
	"rule_key" text NOT NULL,
	"workflow_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_rule_adoptions_workspace_id_rule_key_pk" PRIMARY KEY("workspace_id","rule_key")
);
--> statement-breakpoint
ALTER TABLE "workflow_rule_adoptions" ADD CONSTRAINT "workflow_rule_adoptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_rule_adoptions" ADD CONSTRAINT "workflow_rule_adoptions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;