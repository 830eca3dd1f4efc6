// Types of check-env-example.mjs for its test (scripts/check-env-example.test.ts).
export declare const EXAMPLE_FILES: string[];
export declare function unparsableLines(text: string): string[];
export declare function checkEnvExample(root?: string): {
  read: number;
  missing: string[];
  unknown: string[];
  unparsable: string[];
};
